#!/usr/bin/env node
// Template teams install one package from its tarball into any React app. This packs every
// published package (`pnpm pack`, which turns `workspace:^` into versions), installs the
// tarballs with npm into two fresh apps outside the repo (fixtures/consumers: a Vite + React 19
// SPA and a Next.js 15.5 App Router app whose server pages import the packages directly), builds
// them, serves them and drives their pages in headless Chromium: each package's text is on the
// page, and a click or a submit does what it should.
//
// Each app depends directly on what the README install line of each package it uses says
// (`pnpm add …`); the other @vitrine packages are only there as dependencies of those, through
// npm `overrides` pointing at their tarballs. Every bare import of an app must be one of its own
// dependencies, as pnpm's strict node_modules demands: a README example importing a package its
// install line leaves out fails here.
//
// Installs are cached: the app folder (in the system's temp folder, so nothing of the repo's
// node_modules can be resolved from it) is keyed by a hash of the fixture's package.json, and npm's
// cache lives in node_modules/.cache/consumers/npm. Tarballs are always packed again and the
// @vitrine packages always installed again from them.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { ensureChromium } from './ensure-chromium.mjs';

const started = Date.now();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixturesDir = join(root, 'fixtures', 'consumers');
const npmCache = join(root, 'node_modules', '.cache', 'consumers', 'npm');
const workDir = join(tmpdir(), 'vitrine-consumers');
const tarballDir = join(workDir, 'tarballs');
/** Bumped when the way an app folder is installed changes, so that old folders are not reused. */
const INSTALL_FORMAT = 1;
const TIMEOUT_MS = 15_000;

const env = {
  ...process.env,
  npm_config_cache: npmCache,
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
  NEXT_TELEMETRY_DISABLED: '1',
  NO_COLOR: '1',
};
delete env.NODE_ENV;

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const timings = [];

class CheckError extends Error {
  constructor(message, details) {
    super(message);
    this.details = details;
  }
}

/** Runs a command to its end; its output is kept, and printed only when it fails. */
function run(label, command, args, options) {
  const since = Date.now();
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    env,
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) {
    throw new CheckError(
      `${label} failed (${command} ${args.join(' ')}, exit ${result.status ?? result.signal})`,
      output || String(result.error ?? ''),
    );
  }
  console.log(`  ✔ ${label} (${seconds(since)})`);
  return output;
}

// ---------------------------------------------------------------------------------------------
// Packing

/** Every published package: its name, folder, version and dependencies. */
function publishedPackages() {
  return readdirSync(join(root, 'packages'))
    .sort()
    .map((folder) => {
      const dir = join(root, 'packages', folder);
      return { dir, folder, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) };
    })
    .filter(({ manifest }) => !manifest.private);
}

function packAll(packages) {
  const since = Date.now();
  rmSync(tarballDir, { recursive: true, force: true });
  mkdirSync(tarballDir, { recursive: true });
  // One recursive `pnpm pack` (the same as `pnpm pack` in each folder, in a tenth of the time).
  run(
    `pack ${packages.length} packages`,
    'pnpm',
    ['-r', '--filter', './packages/*', 'pack', '--pack-destination', tarballDir],
    { cwd: root },
  );
  const tarballs = new Map();
  for (const { manifest } of packages) {
    const file = join(
      tarballDir,
      `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`,
    );
    if (!existsSync(file)) throw new CheckError(`pnpm pack wrote no ${relative(workDir, file)}`);
    tarballs.set(manifest.name, file);
  }
  timings.push(`pack ${packages.length} packages ${seconds(since)}`);
  return tarballs;
}

// ---------------------------------------------------------------------------------------------
// README install lines and strict imports

/** The packages named by the first `pnpm add` line of a package's README. */
function readmeInstallLine(pkg) {
  const readme = readFileSync(join(pkg.dir, 'README.md'), 'utf8');
  const line = readme.split('\n').find((text) => /^\s*pnpm add\s/.test(text));
  if (!line) throw new CheckError(`${pkg.manifest.name}: its README has no 'pnpm add' line`);
  return {
    line: line.trim(),
    names: line
      .trim()
      .split(/\s+/)
      .slice(2)
      .filter((word) => !word.startsWith('-')),
  };
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every bare import of the fixture's sources, by file. */
function bareImports(dir) {
  const found = [];
  for (const file of readdirSync(dir, { recursive: true })) {
    const path = join(dir, String(file));
    if (!/\.(?:[cm]?[jt]sx?)$/.test(path) || /node_modules|\.next|dist/.test(path)) continue;
    const code = readFileSync(path, 'utf8');
    for (const [, from, bare] of code.matchAll(IMPORT)) {
      const specifier = from ?? bare;
      if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
        continue;
      if (builtinModules.includes(packageNameOf(specifier))) continue;
      found.push({ file: relative(dir, path), specifier, name: packageNameOf(specifier) });
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Installing an app

function hashOf(text) {
  return createHash('sha256')
    .update(`${INSTALL_FORMAT}\n${process.version}\n${text}`)
    .digest('hex')
    .slice(0, 12);
}

/**
 * Copies a fixture to its app folder (kept between runs when its package.json has not changed)
 * and installs it: registry packages from the lockfile when there is one, the @vitrine packages
 * always from the tarballs just packed.
 */
function install(fixture, packages, tarballs) {
  const since = Date.now();
  const source = join(fixturesDir, fixture.name);
  const manifestText = readFileSync(join(source, 'package.json'), 'utf8');
  const manifest = JSON.parse(manifestText);
  const appDir = join(workDir, `${fixture.name}-${hashOf(manifestText)}`);
  mkdirSync(workDir, { recursive: true });
  for (const old of readdirSync(workDir)) {
    if (old.startsWith(`${fixture.name}-`) && join(workDir, old) !== appDir) {
      rmSync(join(workDir, old), { recursive: true, force: true });
    }
  }
  const warm = existsSync(join(appDir, 'node_modules'));
  mkdirSync(appDir, { recursive: true });
  // Everything but the install and Next's build cache (`.next/cache`) goes.
  for (const entry of readdirSync(appDir)) {
    if (entry === 'node_modules' || entry === 'package-lock.json') continue;
    if (entry === '.next') {
      for (const inner of readdirSync(join(appDir, entry))) {
        if (inner !== 'cache') rmSync(join(appDir, entry, inner), { recursive: true, force: true });
      }
      continue;
    }
    rmSync(join(appDir, entry), { recursive: true, force: true });
  }
  cpSync(source, appDir, {
    recursive: true,
    filter: (path) => !/[\\/](?:node_modules|\.next|dist)(?:[\\/]|$)/.test(path),
  });

  // The app's direct @vitrine dependencies: what the install lines of the READMEs of the
  // packages it uses name. Their non-@vitrine names (react, react-dom) must be in its manifest.
  const byName = new Map(packages.map((pkg) => [pkg.manifest.name, pkg]));
  const direct = new Set();
  const installLines = [];
  for (const name of Object.keys(manifest.dependencies ?? {}).filter((dep) =>
    dep.startsWith('@vitrine/'),
  )) {
    const pkg = byName.get(name);
    if (!pkg) throw new CheckError(`${fixture.name}: ${name} is not a published package`);
    const { line, names } = readmeInstallLine(pkg);
    installLines.push(`${name}: ${line}`);
    for (const named of names) {
      if (named.startsWith('@vitrine/')) direct.add(named);
      else if (!manifest.dependencies[named] && !manifest.devDependencies?.[named]) {
        throw new CheckError(
          `${fixture.name}: ${name}'s README installs ${named}, which the fixture does not list`,
        );
      }
    }
  }
  // Every bare import must resolve under a strict node_modules (pnpm's): a dependency of the app.
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}).filter((dep) => !dep.startsWith('@vitrine/')),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...direct,
  ]);
  const undeclared = bareImports(source).filter(({ name }) => !declared.has(name));
  if (undeclared.length > 0) {
    throw new CheckError(
      `${fixture.name}: imports of packages that the README install lines do not install (pnpm's strict node_modules would not resolve them):`,
      [
        ...undeclared.map(({ file, specifier }) => `  ${file}: '${specifier}'`),
        'install lines read:',
        ...installLines.map((line) => `  ${line}`),
      ].join('\n'),
    );
  }

  // The manifest as installed: @vitrine packages left to the install command, the others that
  // are needed (dependencies of those) pinned to their tarballs with overrides.
  const installed = { ...manifest, dependencies: { ...manifest.dependencies } };
  for (const name of Object.keys(installed.dependencies)) {
    if (name.startsWith('@vitrine/')) delete installed.dependencies[name];
  }
  installed.overrides = Object.fromEntries(
    [...tarballs]
      .filter(([name]) => !direct.has(name))
      .map(([name, file]) => [name, `file:${relative(appDir, file)}`]),
  );
  writeFileSync(join(appDir, 'package.json'), `${JSON.stringify(installed, null, 2)}\n`);

  // The tarballs changed: forget the @vitrine packages of the last install.
  rmSync(join(appDir, 'node_modules', '@vitrine'), { recursive: true, force: true });
  const lockFile = join(appDir, 'package-lock.json');
  if (existsSync(lockFile)) {
    const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
    for (const key of Object.keys(lock.packages ?? {})) {
      if (key.includes('@vitrine/') || key.endsWith('.tgz')) delete lock.packages[key];
    }
    if (lock.packages?.['']) {
      for (const field of ['dependencies', 'devDependencies']) {
        for (const name of Object.keys(lock.packages[''][field] ?? {})) {
          if (name.startsWith('@vitrine/')) delete lock.packages[''][field][name];
        }
      }
    }
    writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
  }

  const args = [
    'install',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
    ...[...direct].sort().map((name) => {
      const file = tarballs.get(name);
      if (!file) throw new CheckError(`${fixture.name}: no tarball for ${name}`);
      return relative(appDir, file);
    }),
  ];
  run(`${fixture.name}: npm ${args.join(' ')}`, 'npm', args, { cwd: appDir });
  const versions = ['react', 'react-dom', 'vite', '@vitejs/plugin-react', 'next']
    .filter((name) => existsSync(join(appDir, 'node_modules', name, 'package.json')))
    .map((name) => {
      const { version } = JSON.parse(
        readFileSync(join(appDir, 'node_modules', name, 'package.json'), 'utf8'),
      );
      return `${name} ${version}`;
    });
  console.log(`    with ${versions.join(', ')}; README install lines: ${installLines.join('; ')}`);
  timings.push(`${fixture.name} install (${warm ? 'warm' : 'cold'}) ${seconds(since)}`);
  return appDir;
}

// ---------------------------------------------------------------------------------------------
// Serving

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a server and waits until it answers; `stop()` ends it and its children. */
async function serve(label, command, args, cwd, url) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const stop = () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new CheckError(`${label}: the server exited before answering`, log);
    try {
      const response = await fetch(url);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      stop();
      throw new CheckError(`${label}: no answer from ${url} within 30 s`, log);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { stop, log: () => log };
}

// ---------------------------------------------------------------------------------------------
// Assertions in the browser

/** Waits until `check` answers true (polling, never a fixed sleep), else fails with `what`. */
async function until(what, check, timeout = TIMEOUT_MS) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new CheckError(`assertion failed: ${what}`, last ? String(last.message ?? last) : '');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const visible = (locator, what) =>
  locator
    .first()
    .waitFor({ state: 'visible', timeout: TIMEOUT_MS })
    .catch((error) => {
      throw new CheckError(`assertion failed: ${what} is visible`, error.message);
    });

const hidden = (locator, what) =>
  locator
    .first()
    .waitFor({ state: 'hidden', timeout: TIMEOUT_MS })
    .catch((error) => {
      throw new CheckError(`assertion failed: ${what} is hidden`, error.message);
    });

/** The slide the gallery shows (its `data-slide-id`). */
const currentSlide = (page) =>
  page
    .locator('.vitrine-gallery__slide[data-current="true"]')
    .first()
    .getAttribute('data-slide-id', { timeout: 1_000 });

async function checkGallery(page) {
  await visible(page.getByRole('img', { name: 'L’atelier, vue 1' }), 'the first slide’s image');
  await until(
    'the gallery shows slide atelier-1',
    async () => (await currentSlide(page)) === 'atelier-1',
  );
  await page.getByRole('button', { name: 'Diapositive suivante' }).first().click();
  await until(
    'a click on « Diapositive suivante » shows slide atelier-2',
    async () => (await currentSlide(page)) === 'atelier-2',
  );
}

async function checkForm(page) {
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Envoyer le message' }) });
  await visible(form.getByRole('textbox', { name: /Adresse e-mail/ }), 'the form’s e-mail field');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await visible(
    form.getByText('Au moins un champ n’est pas valide. Veuillez vérifier vos saisies.'),
    'after an empty submit, the form’s French general error',
  );
  await visible(form.getByText('Ce champ est obligatoire.'), 'the required e-mail’s French error');
  await until(
    'the e-mail field is aria-invalid',
    async () =>
      (await form.getByRole('textbox', { name: /Adresse e-mail/ }).getAttribute('aria-invalid')) ===
      'true',
  );
}

async function checkBanner(page) {
  const banner = page.getByRole('region', { name: 'Consentement aux cookies' });
  await visible(banner, 'the cookie banner');
  await visible(banner.getByText('Nous utilisons des cookies'), 'the banner’s notice');
  await banner.getByRole('button', { name: 'Accepter' }).click();
  await hidden(banner, 'after « Accepter », the cookie banner');
}

async function checkAccordion(page) {
  const header = page.getByRole('button', { name: 'Quels sont les délais de livraison ?' });
  await visible(header, 'the accordion’s first header');
  await until(
    'the accordion starts closed',
    async () => (await header.getAttribute('aria-expanded')) === 'false',
  );
  await header.click();
  await until(
    'a click opens the accordion item (aria-expanded="true")',
    async () => (await header.getAttribute('aria-expanded')) === 'true',
  );
  await visible(
    page.getByText('Nos tirages partent sous 5 jours ouvrés.'),
    'the opened panel’s text',
  );
}

/** What each fixture's pages must show and do. */
const FIXTURES = [
  {
    name: 'vite-spa',
    build: ['npx', ['--no-install', 'vite', 'build']],
    serve: (port) => [
      'npx',
      [
        '--no-install',
        'vite',
        'preview',
        '--port',
        String(port),
        '--strictPort',
        '--host',
        '127.0.0.1',
      ],
    ],
    pages: [
      {
        path: '/',
        verifies:
          'gallery steps to the next slide, cookie banner hides on « Accepter », form shows its French errors',
        async check(page) {
          await visible(page.getByRole('heading', { name: 'Atelier Lumière' }), 'the page heading');
          await checkGallery(page);
          // The banner overlays the bottom of the page (it never shifts it): answered first.
          await checkBanner(page);
          await checkForm(page);
        },
      },
    ],
  },
  {
    name: 'next-app',
    build: ['npx', ['--no-install', 'next', 'build']],
    serve: (port) => [
      'npx',
      ['--no-install', 'next', 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    ],
    pages: [
      {
        path: '/',
        verifies:
          'server HTML of every block and of formatMoney; accordion opens, gallery steps, banner hides, form shows its French errors',
        // Rendered by the server, before any script: client components' markup and the result of
        // a pure entry called in a server component.
        html: [
          'Atelier Lumière',
          '65,00\u00a0€',
          'Vue 1',
          'Quels sont les délais de livraison ?',
          'Adresse e-mail',
        ],
        async check(page) {
          // The banner renders only in the browser: once it shows, the page has hydrated.
          await visible(
            page.getByRole('region', { name: 'Consentement aux cookies' }),
            'the cookie banner',
          );
          await checkAccordion(page);
          await checkGallery(page);
          // The banner overlays the bottom of the page (it never shifts it): answered first.
          await checkBanner(page);
          await checkForm(page);
        },
      },
      {
        path: '/boutique',
        verifies: 'server HTML of ProductPrice, formatMoney and SiteBadge',
        html: ['La boutique', '38,00\u00a0€', '80,00\u00a0€', 'Propulsé par Vitrine'],
        async check(page) {
          await visible(page.getByRole('heading', { name: 'La boutique' }), 'the page heading');
          await visible(page.getByText(/38,00\s€/), 'the product price (ProductPrice)');
          await visible(page.getByRole('link', { name: 'Propulsé par Vitrine' }), 'the site badge');
        },
      },
    ],
  },
];

async function checkFixture(fixture, appDir, browser) {
  let since = Date.now();
  const [buildCommand, buildArgs] = fixture.build;
  run(`${fixture.name}: ${buildCommand} ${buildArgs.join(' ')}`, buildCommand, buildArgs, {
    cwd: appDir,
  });
  timings.push(`${fixture.name} build ${seconds(since)}`);

  since = Date.now();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const [serveCommand, serveArgs] = fixture.serve(port);
  const server = await serve(fixture.name, serveCommand, serveArgs, appDir, `${base}/`);
  try {
    for (const { path, html, check, verifies } of fixture.pages) {
      const where = `${fixture.name} ${path}`;
      try {
        if (html) {
          const markup = await (await fetch(`${base}${path}`)).text();
          // The page's text as the server rendered it: no script (the RSC payload repeats the
          // props), no tag, no comment (React separates adjacent text with `<!-- -->`).
          const text = markup
            .replace(/<script\b[\s\S]*?<\/script>/g, '')
            .replace(/<!--[\s\S]*?-->/g, '')
            .replace(/<[^>]+>/g, '');
          for (const expected of html) {
            if (!text.includes(expected)) {
              throw new CheckError(
                `assertion failed: the server's HTML holds « ${expected} »`,
                `the page's text as served:\n${text.slice(0, 4_000)}`,
              );
            }
          }
        }
        const context = await browser.newContext({ locale: 'fr-FR', reducedMotion: 'reduce' });
        context.setDefaultTimeout(TIMEOUT_MS);
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          // The fixtures have no favicon.
          if (/favicon/.test(message.location().url ?? '')) return;
          errors.push(`console.error: ${message.text()}`);
        });
        const response = await page.goto(`${base}${path}`, { waitUntil: 'load' });
        if (!response?.ok()) {
          throw new CheckError(
            `assertion failed: ${path} answers 200`,
            `status ${response?.status()}`,
          );
        }
        await check(page);
        if (errors.length > 0) {
          throw new CheckError('assertion failed: no error in the page', errors.join('\n'));
        }
        await context.close();
        console.log(`  ✔ ${where}: ${verifies}`);
      } catch (error) {
        error.message = `${where}: ${error.message}`;
        error.details = [error.details, `server output:\n${server.log()}`]
          .filter(Boolean)
          .join('\n\n');
        throw error;
      }
    }
  } finally {
    server.stop();
  }
  timings.push(`${fixture.name} serve and browse ${seconds(since)}`);
}

async function main() {
  console.log(
    'Consumer apps: packed tarballs installed with npm, built, served, driven in Chromium',
  );
  const packages = publishedPackages();
  const tarballs = packAll(packages);
  const browser = await chromium.launch({ executablePath: ensureChromium(), headless: true });
  try {
    for (const fixture of FIXTURES) {
      console.log(`\n${fixture.name}`);
      const appDir = install(fixture, packages, tarballs);
      await checkFixture(fixture, appDir, browser);
    }
  } finally {
    await browser.close();
  }
}

try {
  await main();
  console.log(`\n${timings.join('\n')}`);
  console.log(`✔ consumer apps build, render and respond (${seconds(started)})`);
} catch (error) {
  // Playwright's messages carry their whole call log: its first lines say enough.
  const message = error instanceof CheckError ? error.message : String(error.stack ?? error);
  console.error(`\n✖ ${message.split('\n').slice(0, 12).join('\n')}`);
  if (error.details) console.error(`\n${error.details}`);
  console.error(`\n${timings.join('\n')}\n✖ consumer check failed after ${seconds(started)}`);
  process.exit(1);
}
