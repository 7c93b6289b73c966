import { buildMismatches, caretSatisfies, singletonMismatches } from './singleton-versions';

describe('caret ranges, as npm reads ^version', () => {
  it.each([
    ['19.2.0', '19.1.0', true],
    ['19.1.0', '19.1.0', true],
    ['19.0.9', '19.1.0', false],
    ['20.0.0', '19.1.0', false],
    ['0.3.4', '0.3.1', true],
    ['0.4.0', '0.3.1', false],
    ['0.0.3', '0.0.3', true],
    ['0.0.4', '0.0.3', false],
    ['1.2.3-beta.4', '1.2.3-beta.2', true],
    ['1.2.3-beta.10', '1.2.3-beta.9', true],
    ['1.2.3-beta.1', '1.2.3-beta.2', false],
    ['1.2.3', '1.2.3-beta.2', true],
    ['1.3.0-beta.1', '1.2.3', false],
    ['1.2.3-beta.1', '1.2.3', false],
  ])('%s satisfies ^%s: %s', (version, required, expected) => {
    expect(caretSatisfies(version, required)).toBe(expected);
  });

  it('does not judge what is not a version', () => {
    expect(caretSatisfies('workspace', '1.0.0')).toBe(true);
  });
});

describe('singletons a remote was built with that the shell does not provide compatibly', () => {
  const shell = { react: '19.2.0', 'react-router-dom': '7.18.5', 'shared-contracts': '1.4.0' };

  it('finds none when every one is satisfied', () => {
    expect(singletonMismatches(shell, { react: '19.1.0', 'shared-contracts': '1.4.0' })).toEqual([]);
  });

  it('names an older, a newer-major and a missing one', () => {
    const remote = { react: '20.0.0', 'shared-contracts': '1.5.0', nanostores: '1.0.1' };
    expect(singletonMismatches(shell, remote)).toEqual([
      { pkg: 'react', builtWith: '20.0.0', provided: '19.2.0' },
      { pkg: 'shared-contracts', builtWith: '1.5.0', provided: '1.4.0' },
      { pkg: 'nanostores', builtWith: '1.0.1', provided: undefined },
    ]);
  });

  it('says nothing about builds from before version.json listed them', () => {
    expect(singletonMismatches(undefined, { react: '20.0.0' })).toEqual([]);
    expect(singletonMismatches(shell, undefined)).toEqual([]);
  });
});

describe('shared-contracts built from other sources of the same version', () => {
  const build = (shared: Record<string, string> | undefined, contracts: string | undefined) => ({ name: 'app', version: '1.0.0', build: 'b', shared, contracts });
  const shell = build({ react: '19.2.0', 'shared-contracts': '1.0.0' }, '2f4248b2cce1');

  it('is named, with each hash as semver build metadata, though the version check passes', () => {
    const remote = build({ react: '19.2.0', 'shared-contracts': '1.0.0' }, '9e0d1c2b3a49');
    expect(buildMismatches(shell, remote)).toEqual([{ pkg: 'shared-contracts', builtWith: '1.0.0+9e0d1c2b3a49', provided: '1.0.0+2f4248b2cce1' }]);
  });

  it('is not named when the sources are the same, or either build predates the hash', () => {
    expect(buildMismatches(shell, build({ react: '19.2.0', 'shared-contracts': '1.0.0' }, '2f4248b2cce1'))).toEqual([]);
    expect(buildMismatches(shell, build({ react: '19.2.0', 'shared-contracts': '1.0.0' }, undefined))).toEqual([]);
    expect(buildMismatches(build(shell.shared, undefined), build({ 'shared-contracts': '1.0.0' }, '9e0d1c2b3a49'))).toEqual([]);
  });

  it('is named once when the version already differs, beside the other singletons', () => {
    const remote = build({ react: '20.0.0', 'shared-contracts': '1.1.0' }, '9e0d1c2b3a49');
    expect(buildMismatches(shell, remote)).toEqual([
      { pkg: 'react', builtWith: '20.0.0', provided: '19.2.0' },
      { pkg: 'shared-contracts', builtWith: '1.1.0', provided: '1.0.0' },
    ]);
  });
});
