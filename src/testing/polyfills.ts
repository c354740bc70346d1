// jsdom lacks TextEncoder/TextDecoder, which react-router and MUI X import at load time.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
