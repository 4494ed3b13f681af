import '@testing-library/jest-dom';
import { setTestRequestLocale } from './request-locale';

beforeEach(() => setTestRequestLocale('ru'));

/**
 * The services every deployment configures (lib/config/env.ts requires them), so code that reads
 * the configuration finds a valid one; tests of the configuration itself pass their own.
 */
const REQUIRED_SERVICES = {
  MEDIA_API_URL: 'https://media.test/api',
  FORMS_API_URL: 'https://forms.test/api',
  PLAYER_URL: 'https://player.test',
  WIDGETS_URL: 'https://widgets.test',
};
for (const [name, value] of Object.entries(REQUIRED_SERVICES)) process.env[name] ??= value;
