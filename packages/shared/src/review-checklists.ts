/** What an expert checks on an in-person review, per category (1 car, 2 motorcycle, 3 house); each point reported once. */
export const CHECKLIST_RESULTS = ['ok', 'issue', 'not_checked'] as const;
export type ChecklistResult = (typeof CHECKLIST_RESULTS)[number];

const VEHICLE_CHECKLIST = [
  { key: 'itv', label: 'ITV en vigor y sin defectos pendientes' },
  { key: 'kilometres', label: 'Kilómetros frente al informe de la DGT' },
  { key: 'bodywork', label: 'Carrocería' },
  { key: 'tyres', label: 'Neumáticos' },
  { key: 'testDrive', label: 'Prueba de conducción' },
] as const;

export const REVIEW_CHECKLISTS: Record<number, readonly { key: string; label: string }[]> = {
  1: VEHICLE_CHECKLIST,
  2: VEHICLE_CHECKLIST,
  3: [
    { key: 'landRegistry', label: 'Nota simple del Registro de la Propiedad' },
    { key: 'building', label: 'Estado del edificio' },
    { key: 'communityFees', label: 'Gastos de comunidad' },
  ],
};

export const IN_PERSON_SERVICE_TYPE_ID = 2;
