import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { moveSourceMaps } from './source-maps';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'maps-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('every .map file leaves public/ for the maps folder, which holds only this build', () => {
  const publicDir = path.join(dir, 'public');
  const target = path.join(dir, 'source-maps');
  mkdirSync(path.join(publicDir, 'sub'), { recursive: true });
  mkdirSync(target);
  writeFileSync(path.join(target, 'stale.js.map'), 'old');
  writeFileSync(path.join(publicDir, 'app-1.js'), 'code');
  writeFileSync(path.join(publicDir, 'app-1.js.map'), 'map');
  writeFileSync(path.join(publicDir, 'sub', 'x.css.map'), 'css map');

  expect(moveSourceMaps(publicDir, target)).toBe(2);

  expect(existsSync(path.join(publicDir, 'app-1.js.map'))).toBe(false);
  expect(existsSync(path.join(publicDir, 'app-1.js'))).toBe(true);
  expect(readFileSync(path.join(target, 'app-1.js.map'), 'utf8')).toBe('map');
  expect(readFileSync(path.join(target, 'sub', 'x.css.map'), 'utf8')).toBe('css map');
  expect(existsSync(path.join(target, 'stale.js.map'))).toBe(false);
});
