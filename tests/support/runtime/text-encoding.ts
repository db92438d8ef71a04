/**
 * jsdom has no TextEncoder, which react-dom/server needs: a test that renders the server
 * markup and hydrates it in jsdom imports this first.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
