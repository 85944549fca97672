import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: [".next/**", ".next-*/**", ".open-next/**", ".wrangler/**", "tmp/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "public/**"] },
];

export default config;
