/**
 * Responses graded by the MDN HTTP Observatory itself (@mdn/mdn-http-observatory), offline:
 * tests/support/mdn-observatory/score.mjs runs its tests and grader on given responses. The
 * package is installed there, apart from the site, from its own lock file and with install
 * scripts off: they build a PostgreSQL client and download lists, which `npm ci` cannot do here.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PROJECT = path.join(__dirname, 'mdn-observatory');
const MODULES = path.join(PROJECT, 'node_modules');
/** The lock file's hash, written once an install from it is complete. */
const INSTALLED_FROM = path.join(MODULES, '.installed-from');
/** Chromium's HSTS preload list, which the skipped install script downloads. */
const HSTS_PRELOAD_LIST = path.join(MODULES, '@mdn/mdn-http-observatory/conf/hsts-preload.json');

export interface ObservatoryInput {
  /** The scanned https:// address. */
  url: string;
  status: number;
  /** A header sent several times arrives as one value joined by ", ", as Node's client reads it. */
  headers: Readonly<Record<string, string>>;
  body: string;
  /** Every address an http:// request of it went through, that request first. */
  httpRoute?: readonly string[];
}

export interface ObservatoryGrade {
  score: number;
  grade: string;
  /** Each test's outcome, by the Observatory's names, and what it adds to the score. */
  results: { test: string; result: string; modifier: number }[];
}

const lockHash = (): string =>
  createHash('sha256')
    .update(readFileSync(path.join(PROJECT, 'package-lock.json')))
    .digest('hex');

/** Installs the package unless an install from the current lock file is there. */
export const installObservatory = (): void => {
  const wanted = lockHash();
  if (existsSync(INSTALLED_FROM) && readFileSync(INSTALLED_FROM, 'utf8') === wanted) return;
  execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--prefix', PROJECT], {
    stdio: 'inherit',
  });
  // No host of this site is on the list (the preload is the owner's decision): an empty one.
  writeFileSync(HSTS_PRELOAD_LIST, '{}');
  writeFileSync(INSTALLED_FROM, wanted);
};

/** The grade of each response, in order. */
export const gradeResponses = (inputs: readonly ObservatoryInput[]): ObservatoryGrade[] =>
  JSON.parse(
    execFileSync(process.execPath, [path.join(PROJECT, 'score.mjs')], {
      input: JSON.stringify(inputs),
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    }),
  ) as ObservatoryGrade[];
