// `npm run test:unit` runs every workspace's Jest project in one process pool.
module.exports = {
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/web-kit',
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mfe-marketing',
    '<rootDir>/mfe-auth',
    '<rootDir>/mfe-schedule',
    '<rootDir>/mfe-widgets',
    '<rootDir>/mfe-logistics',
    '<rootDir>/profile',
  ],
};
