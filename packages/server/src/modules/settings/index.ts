// The settings module's face: the server's own secrets and bookkeeping (never served).
export { createSettingsRepository } from './settings.repository.ts';
