/** The lazily loaded part of the page shell: visits and prefetches. */
export { prefetch } from './fetchPage';
export { visit } from './visit';
