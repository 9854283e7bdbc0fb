import { durabilitySuite } from './durability-suite.ts';

durabilitySuite('pglite');
