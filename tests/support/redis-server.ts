import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { connect, createServer } from "node:net";

/**
 * A real redis-server for integration tests, on a free 127.0.0.1 port, with nothing saved to disk. The binary is
 * $REDIS_SERVER_PATH or a usual install path; `npm test` installs it with apt where it can (scripts/test).
 */
function redisServerPath(): string {
  const candidates = [
    process.env.REDIS_SERVER_PATH,
    "/usr/bin/redis-server",
    "/usr/local/bin/redis-server",
    "/opt/homebrew/bin/redis-server",
  ];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      "redis-server not found: install it (Debian/Ubuntu: sudo apt-get install -y redis-server; macOS: brew install redis) " +
        "or set REDIS_SERVER_PATH",
    );
  }
  return found;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

export type RedisServer = { port: number; url: string; stop(): Promise<void> };

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(
    redisServerPath(),
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--loglevel", "warning"],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let i = 0; i < 100 && !(await canConnect(port)); i++) await new Promise((r) => setTimeout(r, 50));
  if (!(await canConnect(port))) throw new Error(`redis-server did not start on port ${port}`);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
