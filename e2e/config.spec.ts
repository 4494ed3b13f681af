import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { freePort } from './support/fleet';

/** Starts the built server with `env` and resolves with its exit code and output (bounded). */
function startServer(env: Record<string, string>, port: number) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(port)], {
      env: { ...process.env, PORT: String(port), ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test.describe('configuration', () => {
  for (const [variable, value, port] of [
    ['BRAND', 'no-such-brand', 3191],
    ['MEDIA_API_URL', 'ftp://media.example', 3192],
    ['CUSTOM_DOMAINS', '{not json', 3193],
  ] as const) {
    test(`a bad ${variable} stops start-up with a message naming it`, async () => {
      const { code, output } = await startServer({ [variable]: value }, port);
      expect(code).not.toBe(0);
      expect(output).toContain(`Invalid environment variable ${variable}`);
    });
  }

  test('a deployment with MEDIA_API_URL but the player still on the embedded demo does not start', async () => {
    const { code, output } = await startServer(
      {
        MEDIA_API_URL: 'https://media.example',
        FORMS_API_URL: 'https://forms.example',
        WIDGETS_URL: 'https://widgets.example',
      },
      await freePort(),
    );
    expect(code).not.toBe(0);
    expect(output).toContain(
      'Invalid environment variable PLAYER_URL: MEDIA_API_URL is set, so the embedded demo (/demo/player) answers 404',
    );
  });
});
