/**
 * Command-line options of the benchmark entry points: node:util's parseArgs, except that a
 * wrong option prints one line and the usage, and exits with 2, instead of a stack trace.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

export const parseOptions = <T extends Options>(options: T, usage: string) => {
  try {
    return parseArgs({ args: process.argv.slice(2), options }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(2);
  }
};
