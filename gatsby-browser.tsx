export { wrapRootElement } from './src/root';
