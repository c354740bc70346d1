// Kept for environments that run without src/testing/jsdomEnvironment.cjs (which already
// provides these from Node): react-router and MUI X need TextEncoder/TextDecoder at load time.
import { TextDecoder, TextEncoder } from 'node:util';

if (!('TextEncoder' in globalThis)) Object.assign(globalThis, { TextEncoder, TextDecoder });
