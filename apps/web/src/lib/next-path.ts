/** The query parameter that carries where a customer was going through sign-in steps (e.g. /verify-phone?next=…). */
export const NEXT_PARAM = 'next';

/** `value` when it is a path of this app ("/busquedas/4?x=1"), else null: never another origin ("//evil", "https:"). */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
