// Where every part of the local stack lives: ports of ARCHITECTURE.md §6, each overridable by env.
export const APPS = [
  { name: 'api', workspace: 'api', port: Number(process.env.API_PORT ?? 4000) },
  { name: 'shell', workspace: 'shell', port: Number(process.env.SHELL_PORT ?? 3000) },
  { name: 'mfe_marketing', workspace: 'mfe-marketing', port: Number(process.env.MARKETING_PORT ?? 3001) },
  { name: 'mfe_auth', workspace: 'mfe-auth', port: Number(process.env.AUTH_PORT ?? 3002) },
  { name: 'mfe_schedule', workspace: 'mfe-schedule', port: Number(process.env.SCHEDULE_PORT ?? 3003) },
  { name: 'mfe_widgets', workspace: 'mfe-widgets', port: Number(process.env.WIDGETS_PORT ?? 3004) },
  { name: 'mfe_logistics', workspace: 'mfe-logistics', port: Number(process.env.LOGISTICS_PORT ?? 3005) },
  { name: 'profile', workspace: 'profile', port: Number(process.env.PROFILE_PORT ?? 3100) },
];

export function localUrl(port) {
  return `http://localhost:${port}`;
}

export function portOf(name) {
  const app = APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app ${name}`);
  return app.port;
}
