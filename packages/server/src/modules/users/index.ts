// The users module's face: the users' table (the auth module logs them in) and how the module is wired.
export { createUsersRepository } from './users.repository.ts';
export { wireUsers } from './users-wiring.ts';
