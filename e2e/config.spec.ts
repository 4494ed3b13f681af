import { expect, test } from '@playwright/test';
import { startServer } from '../scripts/lib/server.cjs';

/** Starts the build with `env`, expecting start-up to refuse it: the error text, with the logs. */
async function startupFailure(env: Record<string, string>): Promise<string> {
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

  test('a deployment with MEDIA_API_URL but the player still on the embedded demo does not start', async () => {
    const error = await startupFailure({
      MEDIA_API_URL: 'https://media.example',
      FORMS_API_URL: 'https://forms.example',
      WIDGETS_URL: 'https://widgets.example',
    });
    expect(error).toMatch(/exited \([1-9]\d*\)/);
    expect(error).toContain(
      'Invalid environment variable PLAYER_URL: MEDIA_API_URL is set, so the embedded demo (/demo/player) answers 404',
    );
  });
});
