import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts after each test only where the runner exposes globals; vitest's are off here.
afterEach(() => cleanup());
