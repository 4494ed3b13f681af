import { expect, test } from '@playwright/test';
import { startServer } from '../scripts/lib/server.cjs';

test.describe('configuration', () => {
  for (const [variable, value] of [
    ['BRAND', 'no-such-brand'],
    ['MEDIA_API_URL', 'ftp://media.example'],
    ['CUSTOM_DOMAINS', '{not json'],
  ] as const) {
    test(`a bad ${variable} stops start-up with a message naming it`, async () => {
      const start = startServer({ host: '127.0.0.1', env: { [variable]: value }, label: 'config' });
      // The start fails: the error carries the exit code and the server's last lines.
      const error = await start.then(
        async (server) => {
          await server.stop();
          throw new Error(`the server started with ${variable}=${value}`);
        },
        (reason: unknown) => String(reason),
      );
      expect(error).toMatch(/exited \([1-9]\d*\)/);
      expect(error).toContain(`Invalid environment variable ${variable}`);
    });
  }
});
