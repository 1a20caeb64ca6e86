export const chromiumLaunchOptions: { executablePath: string | undefined; args: string[] };
