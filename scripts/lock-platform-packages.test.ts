import { describe, expect, it } from 'vitest';
import { addMissingPlatformPackages, platformOf } from './lock-platform-packages';

describe('lock-platform-packages', () => {
  it('reads the platform from a binding package name', () => {
    expect(platformOf('@tailwindcss/oxide-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@tailwindcss/oxide-linux-arm-gnueabihf')).toEqual({
      os: ['linux'],
      cpu: ['arm'],
      libc: ['glibc'],
    });
    expect(platformOf('@tailwindcss/oxide-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    expect(platformOf('left-pad')).toBeNull();
  });

  it('adds only missing optional platform packages, keeping the dev flag', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/@tailwindcss/oxide': {
          version: '4.3.5',
          dev: true,
          optionalDependencies: {
            '@tailwindcss/oxide-linux-x64-gnu': '4.3.5',
            '@tailwindcss/oxide-win32-x64-msvc': '4.3.5',
          },
        },
        'node_modules/@tailwindcss/oxide-linux-x64-gnu': { version: '4.3.5' },
      },
    };
    expect(addMissingPlatformPackages(lock)).toEqual(['@tailwindcss/oxide-win32-x64-msvc@4.3.5']);
    expect(lock.packages).toHaveProperty(['node_modules/@tailwindcss/oxide-win32-x64-msvc'], {
      version: '4.3.5',
      dev: true,
      optional: true,
      os: ['win32'],
      cpu: ['x64'],
    });
  });
});
