import { FAKE_PROVIDERS_PORT } from './fixtures/env.ts';
import { startFakeProviders } from './fixtures/fake-providers.ts';

/** Starts the fake forecast and geocoding providers for the whole run; the returned function stops them. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startFakeProviders(FAKE_PROVIDERS_PORT);
  return () => new Promise((resolve) => server.close(() => resolve()));
}
