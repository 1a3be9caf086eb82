import { useCallback, useEffect, useMemo, useReducer } from 'react';
import type { SearchPreferences } from '@ojeador/shared';
import {
  clampRadiusKm,
  detailsComplete,
  EMPTY_DRAFT,
  newSearchRadiusKm,
  nextMaxPrice,
  nextMinPrice,
  type CreationDraft,
  type ServiceTypeId,
} from '../lib/creation-draft';

export type Step = 0 | 1 | 2 | 3;

export interface CreationState extends CreationDraft {
  step: Step;
}

export type CreationAction =
  | { type: 'goTo'; step: Step }
  | { type: 'setCategory'; category: number }
  | { type: 'setServiceType'; serviceTypeId: ServiceTypeId }
  | { type: 'setText'; field: 'keywords' | 'userSearch'; value: string }
  | { type: 'setStrict'; value: boolean }
  | { type: 'setCentre'; latitude: number; longitude: number }
  /** The geolocated (or fallback) centre: applies only while no centre is set. */
  | { type: 'initialCentre'; latitude: number; longitude: number }
  | { type: 'setCircle'; latitude: number; longitude: number; radiusKm: number }
  | { type: 'setRadius'; radiusKm: number }
  | { type: 'setMinPrice'; value: number }
  | { type: 'setMaxPrice'; value: number }
  | { type: 'setFrequency'; hours: number }
  | { type: 'chooseService'; serviceId: 'automatic' | number }
  | { type: 'setPreferences'; preferences: SearchPreferences }
  | { type: 'reset' };

export const INITIAL_STATE: CreationState = { ...EMPTY_DRAFT, step: 0 };

export function creationReducer(state: CreationState, action: CreationAction): CreationState {
  switch (action.type) {
    case 'goTo':
      return { ...state, step: action.step };
    case 'setCategory':
      // The expert offers depend on category and service type: a change drops the choice.
      // Corrected chips belong to the words and category they were read from: a change reads them again.
      return state.category === action.category ? state : { ...state, category: action.category, serviceId: null, preferences: null };
    case 'setServiceType': {
      if (state.serviceTypeId === action.serviceTypeId) return state;
      // A radius the customer has not moved follows the service: an in-person review starts nearer.
      const untouched = state.locationRange === newSearchRadiusKm(state.serviceTypeId);
      const locationRange = untouched ? newSearchRadiusKm(action.serviceTypeId) : state.locationRange;
      return { ...state, serviceTypeId: action.serviceTypeId, serviceId: null, locationRange };
    }
    case 'setText':
      return state[action.field] === action.value ? state : { ...state, [action.field]: action.value, preferences: null };
    case 'setStrict':
      return { ...state, strictMatchOnly: action.value };
    case 'setCentre':
      return { ...state, latitude: action.latitude, longitude: action.longitude };
    case 'initialCentre':
      return state.latitude !== null && state.longitude !== null ? state : { ...state, latitude: action.latitude, longitude: action.longitude };
    case 'setCircle':
      return {
        ...state,
        latitude: action.latitude,
        longitude: action.longitude,
        locationRange: clampRadiusKm(action.radiusKm),
      };
    case 'setRadius':
      return { ...state, locationRange: clampRadiusKm(action.radiusKm) };
    case 'setMinPrice':
      return { ...state, minPrice: nextMinPrice(action.value, state.maxPrice) };
    case 'setMaxPrice':
      return { ...state, maxPrice: nextMaxPrice(action.value, state.minPrice) };
    case 'setFrequency':
      return { ...state, frequency: action.hours };
    case 'chooseService':
      return { ...state, serviceId: action.serviceId };
    case 'setPreferences':
      return { ...state, preferences: action.preferences };
    case 'reset':
      return INITIAL_STATE;
  }
}

/** The draft and its step survive a sign-in round trip (/verify-phone and back) and a reload within the tab. */
export const DRAFT_STORAGE_KEY = 'ojeador.searchDraft';
/** Set before leaving for a top-up from the summary: the next read of the draft reopens it at the summary. */
const RESUME_KEY = 'ojeador.searchDraft.resumeAtSummary';
/** Set when a visitor pressed "Continuar" and was asked to sign in: once signed in, the form is brought back into view. */
const CONTINUE_KEY = 'ojeador.searchDraft.continueAfterSignIn';

export function continueAfterSignIn() {
  try {
    sessionStorage.setItem(CONTINUE_KEY, '1');
  } catch {
    // Storage blocked: the customer presses "Continuar" again after signing in.
  }
}

/** Whether a visitor's "Continuar" waited for this sign-in; reading it clears it (it is acted on once). */
export function takeContinueAfterSignIn(): boolean {
  try {
    const waiting = sessionStorage.getItem(CONTINUE_KEY) === '1';
    sessionStorage.removeItem(CONTINUE_KEY);
    return waiting;
  } catch {
    return false;
  }
}

export function resumeAtSummary() {
  try {
    sessionStorage.setItem(RESUME_KEY, '1');
  } catch {
    // Storage blocked: the flow starts at step 0 with the draft (if it was kept).
  }
}

/**
 * The step a stored draft reopens at: the one it was left at, as far as its fields allow (the steps after the first
 * need its details; the summary also a place and a service). Back from a top-up it is the summary. The top-up mark
 * is cleared once mounted (an initialiser may run twice in strict mode).
 */
function resumedStep(draft: CreationDraft, stored: unknown): Step {
  const resume = sessionStorage.getItem(RESUME_KEY) === '1';
  const wanted = resume ? 3 : stored === 1 || stored === 2 || stored === 3 ? stored : 0;
  if (wanted === 0 || !detailsComplete(draft)) return 0;
  if (wanted === 3 && (draft.serviceId === null || draft.latitude === null)) return draft.latitude === null ? 1 : 2;
  return wanted;
}

function readDraft(): CreationState {
  try {
    const raw = sessionStorage.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return INITIAL_STATE;
    const stored: unknown = JSON.parse(raw);
    if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return INITIAL_STATE;
    const merged = { ...INITIAL_STATE };
    for (const key of Object.keys(EMPTY_DRAFT) as (keyof CreationDraft)[]) {
      const value = (stored as Record<string, unknown>)[key];
      const expected = EMPTY_DRAFT[key];
      // Keep a stored value only when it has the expected shape (nullable fields accept null or a number).
      const sameType = typeof value === typeof expected || (expected === null && (typeof value === 'number' || value === null));
      if (value !== undefined && (sameType || (key === 'serviceId' && value === 'automatic'))) {
        (merged as Record<string, unknown>)[key] = value;
      }
    }
    if (merged.serviceTypeId !== 1 && merged.serviceTypeId !== 2) merged.serviceTypeId = null;
    return { ...merged, step: resumedStep(merged, (stored as { step?: unknown }).step) };
  } catch {
    return INITIAL_STATE;
  }
}

function writeDraft(state: CreationState) {
  try {
    if (state === INITIAL_STATE) sessionStorage.removeItem(DRAFT_STORAGE_KEY);
    else sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the draft simply is not kept.
  }
}

/** The whole flow in one reducer; the steps receive `state` and these actions. */
export function useCreationFlow() {
  const [state, dispatch] = useReducer(creationReducer, undefined, readDraft);

  useEffect(() => writeDraft(state), [state]);
  useEffect(() => {
    try {
      sessionStorage.removeItem(RESUME_KEY);
    } catch {
      // Nothing was stored.
    }
  }, []);

  const goTo = useCallback((step: Step) => dispatch({ type: 'goTo', step }), []);
  const actions = useMemo(
    () => ({
      dispatch,
      goTo,
      reset: () => dispatch({ type: 'reset' }),
    }),
    [goTo],
  );
  return { state, ...actions };
}

export type CreationFlow = ReturnType<typeof useCreationFlow>;
