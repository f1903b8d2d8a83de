// The users module's face: the accounts' store (the composition root hands it to the auth module, below,
// which logs the accounts in) and how the module is wired.
export { createUsersRepository } from './users.repository.ts';
export { wireUsers } from './users-wiring.ts';
