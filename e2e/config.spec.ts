import { expect, test } from '@playwright/test';
import { startServer } from '../scripts/lib/server.cjs';

/** Starts the build with `env`, expecting start-up to refuse it: the error text, with the logs. */
async function startupFailure(env: Record<string, string | undefined>): Promise<string> {
  return startServer({ host: '127.0.0.1', env, label: 'config' }).then(
    async (server) => {
      await server.stop();
      throw new Error(`the server started with ${JSON.stringify(env)}`);
    },
    (reason: unknown) => String(reason),
  );
}

test.describe('configuration', () => {
  for (const [variable, value] of [
    ['BRAND', 'no-such-brand'],
    ['MEDIA_API_URL', 'ftp://media.example'],
    ['CUSTOM_DOMAINS', '{not json'],
  ] as const) {
    test(`a bad ${variable} stops start-up with a message naming it`, async () => {
      // The start fails: the error carries the exit code and the server's last lines.
      const error = await startupFailure({ [variable]: value });
      expect(error).toMatch(/exited \([1-9]\d*\)/);
      expect(error).toContain(`Invalid environment variable ${variable}`);
    });
  }

  for (const variable of ['MEDIA_API_URL', 'FORMS_API_URL', 'PLAYER_URL', 'WIDGETS_URL']) {
    test(`a start without ${variable} is refused with a message naming it`, async () => {
      const error = await startupFailure({ [variable]: undefined });
      expect(error).toMatch(/exited \([1-9]\d*\)/);
      expect(error).toContain(`Invalid environment variable ${variable}: is required`);
    });
  }
});
