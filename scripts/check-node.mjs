#!/usr/bin/env node
// Stops `npm start`, `npm run demo`, `npm run dev` and `npm test` with a clear message on a Node.js older than
// meteodeck supports (its native SQLite driver would crash instead). Written for any Node version.
const [major] = process.versions.node.split('.').map(Number);
if (major < 22) {
  console.error(
    `meteodeck needs Node.js 22 or newer (24 LTS recommended); this is Node.js ${process.versions.node}.\n` +
      'Install a current Node.js (nodejs.org, your distribution, nvm), or see README.md "Quick start".',
  );
  process.exit(1);
}
