/**
 * The search area's face (docs/architecture.md, "Areas"): what other areas may use of searches, results and the
 * engine. Types only: the composition root hands over the values.
 */
export type { EnginePort, MatchAlertsPort, NewMatches, SourceHealth } from './engine/engine-port.js';
export type { SearchesService } from './searches/searches.service.js';
