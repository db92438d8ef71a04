/** Which environment variables a reader asks for: it is handed an environment that records them. */
export const namesRead = (read: (env: Record<string, string | undefined>) => unknown): string[] => {
  const names = new Set<string>();
  read(
    new Proxy({} as Record<string, string | undefined>, {
      get: (_target, name) => {
        if (typeof name === 'string') names.add(name);
        return undefined;
      },
    }),
  );
  return [...names].sort();
};
