import { medianInPlace, lowerBound, upperBound } from '../src/engine/median.js';
const N = 113; const buf = new Float64Array(4096); const src = new Float64Array(N);
for (let i = 0; i < N; i++) src[i] = Math.round(Math.random() * 300) * 100;
const keys = new Float64Array(860); for (let i = 0; i < 860; i++) keys[i] = 2005e8 + i * 1e7 / 43;
for (let r = 0; r < 5; r++) {
  let s = performance.now(); let acc = 0;
  for (let k = 0; k < 50000; k++) { buf.set(src); acc += medianInPlace(buf, N); }
  const a = performance.now() - s; s = performance.now();
  for (let k = 0; k < 50000; k++) { for (let y = 0; y < 10; y++) acc += lowerBound(keys, 2005e8 + y * 1e6 + k); }
  const b = performance.now() - s; s = performance.now();
  for (let k = 0; k < 50000; k++) { const c = src.slice().sort(); acc += c[56]; }
  console.log('select', a.toFixed(0), 'bsearch x10', b.toFixed(0), 'sort', (performance.now() - s).toFixed(0), acc > 0);
}
