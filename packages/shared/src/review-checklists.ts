/** What an expert checks on an in-person review, per category (1 car, 2 motorcycle, 3 house); each point reported once. */
export const CHECKLIST_RESULTS = ['ok', 'issue', 'not_checked'] as const;
export type ChecklistResult = (typeof CHECKLIST_RESULTS)[number];

/** Documents and charges first, then the car from the engine to the test drive (what a buyer's mechanic goes over). */
const VEHICLE_CHECKLIST = [
  { key: 'itv', label: 'ITV en vigor y sin defectos pendientes' },
  { key: 'kilometres', label: 'Kilómetros frente al informe de la DGT' },
  { key: 'charges', label: 'Cargas, embargos y titularidad (informe de la DGT)' },
  { key: 'engine', label: 'Motor y mecánica' },
  { key: 'underside', label: 'Bajos y fugas' },
  { key: 'electronics', label: 'Electrónica y luces' },
  { key: 'bodywork', label: 'Carrocería y pintura' },
  { key: 'tyres', label: 'Neumáticos y frenos' },
  { key: 'interior', label: 'Interior' },
  { key: 'testDrive', label: 'Prueba de conducción' },
] as const;

export const REVIEW_CHECKLISTS: Record<number, readonly { key: string; label: string }[]> = {
  1: VEHICLE_CHECKLIST,
  2: VEHICLE_CHECKLIST,
  3: [
    { key: 'landRegistry', label: 'Nota simple del Registro de la Propiedad' },
    { key: 'building', label: 'Estructura y estado del edificio' },
    { key: 'damp', label: 'Humedades' },
    { key: 'installations', label: 'Instalaciones: electricidad, agua y gas' },
    { key: 'communityFees', label: 'Comunidad: gastos y derramas' },
  ],
};

export const IN_PERSON_SERVICE_TYPE_ID = 2;
