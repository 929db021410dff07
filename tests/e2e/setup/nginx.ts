/** Starts Debian's nginx with deploy/nginx.conf on the production build, on a free port, for a test file. */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const BUILD = path.resolve('build');
const SNIPPETS = ['security-headers.conf', 'csp.conf', 'brotli.conf'];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** deploy/nginx.conf with its `listen` and `root` pointed at the test's port and build/. */
function serverBlock(port: number): string {
  const source = fs.readFileSync('deploy/nginx.conf', 'utf8');
  const listens = source.match(/^[ \t]*listen\s[^;]*;\n/gm) ?? [];
  const roots = source.match(/^[ \t]*root\s[^;]*;/gm) ?? [];
  if (listens.length === 0 || roots.length !== 1) {
    throw new Error('deploy/nginx.conf debe tener al menos un "listen" y un solo "root": la prueba los reemplaza.');
  }
  let first = true;
  return source
    .replace(/^([ \t]*)listen\s[^;]*;\n/gm, (_line, indent: string) => {
      const line = first ? `${indent}listen 127.0.0.1:${port};\n` : '';
      first = false;
      return line;
    })
    .replace(/^([ \t]*)root\s[^;]*;/m, (_line, indent: string) => `${indent}root ${BUILD};`);
}

export interface RunningNginx {
  base: string;
  stop(): Promise<void>;
}

export async function startNginx(): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX) || !fs.existsSync(BROTLI_MODULE)) {
    throw new Error(
      `Falta nginx (${NGINX}) o su módulo brotli (${BROTLI_MODULE}): ejecuta "bash scripts/ensure-nginx.sh" ` +
        '(sudo apt-get install -y nginx libnginx-mod-http-brotli-filter) o define NGINX_PATH.',
    );
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-nginx-'));
  // Workers drop root to nobody when the test runs as root: let them in.
  fs.chmodSync(prefix, 0o755);
  const conf = path.join(prefix, 'conf');
  fs.mkdirSync(path.join(conf, 'snippets/custodia-docs'), {recursive: true});
  fs.mkdirSync(path.join(prefix, 'logs'));
  fs.mkdirSync(path.join(prefix, 'temp'));
  const port = await freePort();
  fs.copyFileSync('deploy/nginx.test.conf', path.join(conf, 'nginx.test.conf'));
  fs.writeFileSync(path.join(conf, 'nginx.conf'), serverBlock(port));
  for (const snippet of SNIPPETS)
    fs.copyFileSync(path.join('deploy', snippet), path.join(conf, 'snippets/custodia-docs', snippet));
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(NGINX, ['-p', `${prefix}/`, '-c', path.join(conf, 'nginx.test.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(prefix, {recursive: true, force: true});
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = path.join(prefix, 'logs/error.log');
      const errors = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
      await stop();
      throw new Error(`nginx terminó al arrancar:\n${output}${errors}`);
    }
    try {
      await fetch(`${base}/`, {method: 'HEAD'});
      return {base, stop};
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx no responde en ${base}:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
