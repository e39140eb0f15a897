// A linear-chain CRF for the skill tagger: the same features, tags and file format as the perceptron
// (tagger-train.ts), trained by maximising the L2-regularised conditional log-likelihood with L-BFGS. Deterministic:
// no randomness, features in sorted order, a fixed number of iterations at most.
import { TAGS } from "~/.server/analysis/profile/skills-tagger";

const NT = TAGS.length;
const NEG = -1e30;

/** I-T only after B-T/I-T; I-S only after B-S/I-S; never at the start (prev = -1). */
const allowed = (prev: number, cur: number) => {
  if (cur === 2) return prev === 1 || prev === 2;
  if (cur === 4) return prev === 3 || prev === 4;
  return true;
};

export type CrfSequence = { feats: Int32Array; offsets: Int32Array; gold: Uint8Array };

export type CrfOptions = {
  /** L2 penalty: sum(w^2) * l2 / 2. */
  l2?: number;
  iterations?: number;
  /** Per-sequence weight function is not needed; every token counts once. */
  log?: (s: string) => void;
};

/**
 * params layout: [transitions (NT + 1) x NT, row 0 = start] then [feature f, tag t] at (NT + 1) * NT + f * NT + t.
 * Returns the trained parameter vector.
 */
export function trainCrf(seqs: CrfSequence[], nFeatures: number, opts: CrfOptions = {}): Float64Array {
  const l2 = opts.l2 ?? 1;
  const iterations = opts.iterations ?? 150;
  const log = opts.log ?? (() => {});
  const nTrans = (NT + 1) * NT;
  const dim = nTrans + nFeatures * NT;
  const maxLen = Math.max(1, ...seqs.map((s) => s.gold.length));
  const em = new Float64Array(maxLen * NT);
  const alpha = new Float64Array(maxLen * NT);
  const beta = new Float64Array(maxLen * NT);
  const tmp = new Float64Array(NT);

  const transAllowed = new Float64Array(nTrans);
  for (let p = -1; p < NT; p++) for (let t = 0; t < NT; t++) transAllowed[(p + 1) * NT + t] = allowed(p, t) ? 0 : NEG;

  const lse = (xs: Float64Array, n: number) => {
    let m = NEG;
    for (let i = 0; i < n; i++) if (xs[i]! > m) m = xs[i]!;
    if (m <= NEG) return NEG;
    let s = 0;
    for (let i = 0; i < n; i++) s += Math.exp(xs[i]! - m);
    return m + Math.log(s);
  };

  /** Negative log-likelihood plus penalty; gradient into g. */
  const evaluate = (w: Float64Array, g: Float64Array): number => {
    g.fill(0);
    let nll = 0;
    const trans = new Float64Array(nTrans);
    for (let i = 0; i < nTrans; i++) trans[i] = w[i]! + transAllowed[i]!;
    for (const s of seqs) {
      const n = s.gold.length;
      // Emissions.
      for (let k = 0; k < n; k++) {
        for (let t = 0; t < NT; t++) em[k * NT + t] = 0;
        for (let j = s.offsets[k]!; j < s.offsets[k + 1]!; j++) {
          const base = nTrans + s.feats[j]! * NT;
          for (let t = 0; t < NT; t++) em[k * NT + t] = em[k * NT + t]! + w[base + t]!;
        }
      }
      // Forward.
      for (let t = 0; t < NT; t++) alpha[t] = trans[t]! + em[t]!;
      for (let k = 1; k < n; k++) {
        for (let t = 0; t < NT; t++) {
          for (let p = 0; p < NT; p++) tmp[p] = alpha[(k - 1) * NT + p]! + trans[(p + 1) * NT + t]!;
          alpha[k * NT + t] = lse(tmp, NT) + em[k * NT + t]!;
        }
      }
      for (let t = 0; t < NT; t++) tmp[t] = alpha[(n - 1) * NT + t]!;
      const logZ = lse(tmp, NT);
      // Backward.
      for (let t = 0; t < NT; t++) beta[(n - 1) * NT + t] = 0;
      for (let k = n - 2; k >= 0; k--) {
        for (let p = 0; p < NT; p++) {
          for (let t = 0; t < NT; t++) tmp[t] = trans[(p + 1) * NT + t]! + em[(k + 1) * NT + t]! + beta[(k + 1) * NT + t]!;
          beta[k * NT + p] = lse(tmp, NT);
        }
      }
      // Gold score.
      let gold = 0;
      let prev = -1;
      for (let k = 0; k < n; k++) {
        const y = s.gold[k]!;
        gold += trans[(prev + 1) * NT + y]! + em[k * NT + y]!;
        prev = y;
      }
      nll += logZ - gold;
      // Gradient: expected minus observed.
      for (let k = 0; k < n; k++) {
        const y = s.gold[k]!;
        for (let t = 0; t < NT; t++) {
          const pm = Math.exp(alpha[k * NT + t]! + beta[k * NT + t]! - logZ) - (t === y ? 1 : 0);
          if (pm === 0) continue;
          for (let j = s.offsets[k]!; j < s.offsets[k + 1]!; j++) g[nTrans + s.feats[j]! * NT + t] = g[nTrans + s.feats[j]! * NT + t]! + pm;
        }
        // Transitions into k.
        if (k === 0) {
          for (let t = 0; t < NT; t++) g[t] = g[t]! + Math.exp(trans[t]! + em[t]! + beta[t]! - logZ);
          g[y] = g[y]! - (1);
        } else {
          for (let p = 0; p < NT; p++) {
            const a = alpha[(k - 1) * NT + p]!;
            if (a <= NEG / 2) continue;
            for (let t = 0; t < NT; t++) {
              const tr = trans[(p + 1) * NT + t]!;
              if (tr <= NEG / 2) continue;
              g[(p + 1) * NT + t] = g[(p + 1) * NT + t]! + Math.exp(a + tr + em[k * NT + t]! + beta[k * NT + t]! - logZ);
            }
          }
          g[(s.gold[k - 1]! + 1) * NT + y] = g[(s.gold[k - 1]! + 1) * NT + y]! - (1);
        }
      }
    }
    let pen = 0;
    for (let i = nTrans; i < dim; i++) {
      pen += w[i]! * w[i]!;
      g[i] = g[i]! + l2 * w[i]!;
    }
    return nll + (l2 * pen) / 2;
  };

  return lbfgs(dim, evaluate, iterations, log);
}

/** Limited-memory BFGS with a backtracking (Armijo) line search. */
function lbfgs(dim: number, f: (w: Float64Array, g: Float64Array) => number, iterations: number, log: (s: string) => void): Float64Array {
  const m = 10;
  let w = new Float64Array(dim);
  let g = new Float64Array(dim);
  let fx = f(w, g);
  const S: Float64Array[] = [];
  const Y: Float64Array[] = [];
  const rho: number[] = [];
  const d = new Float64Array(dim);
  const dot = (a: Float64Array, b: Float64Array) => {
    let s = 0;
    for (let i = 0; i < dim; i++) s += a[i]! * b[i]!;
    return s;
  };
  const alphas = new Float64Array(m);
  let wNew = new Float64Array(dim);
  let gNew = new Float64Array(dim);
  for (let it = 0; it < iterations; it++) {
    // Two-loop recursion: d = -H g.
    for (let i = 0; i < dim; i++) d[i] = -g[i]!;
    for (let j = S.length - 1; j >= 0; j--) {
      const a = rho[j]! * dot(S[j]!, d);
      alphas[j] = a;
      const y = Y[j]!;
      for (let i = 0; i < dim; i++) d[i] = d[i]! - (a * y[i]!);
    }
    if (S.length) {
      const last = S.length - 1;
      const gamma = dot(S[last]!, Y[last]!) / dot(Y[last]!, Y[last]!);
      for (let i = 0; i < dim; i++) d[i] = d[i]! * (gamma);
    } else {
      const gn = Math.sqrt(dot(g, g));
      for (let i = 0; i < dim; i++) d[i] = d[i]! / (gn);
    }
    for (let j = 0; j < S.length; j++) {
      const b = rho[j]! * dot(Y[j]!, d);
      const s = S[j]!;
      for (let i = 0; i < dim; i++) d[i] = d[i]! + s[i]! * (alphas[j]! - b);
    }
    let slope = dot(g, d);
    if (slope >= 0) {
      // Not a descent direction: restart from the gradient.
      S.length = 0;
      Y.length = 0;
      rho.length = 0;
      for (let i = 0; i < dim; i++) d[i] = -g[i]!;
      slope = dot(g, d);
    }
    let step = 1;
    let fNew = 0;
    let ok = false;
    for (let ls = 0; ls < 30; ls++) {
      for (let i = 0; i < dim; i++) wNew[i] = w[i]! + step * d[i]!;
      fNew = f(wNew, gNew);
      if (fNew <= fx + 1e-4 * step * slope) {
        ok = true;
        break;
      }
      step *= 0.5;
    }
    if (!ok) break;
    const s = new Float64Array(dim);
    const y = new Float64Array(dim);
    for (let i = 0; i < dim; i++) {
      s[i] = wNew[i]! - w[i]!;
      y[i] = gNew[i]! - g[i]!;
    }
    const sy = dot(s, y);
    if (sy > 1e-10) {
      S.push(s);
      Y.push(y);
      rho.push(1 / sy);
      if (S.length > m) {
        S.shift();
        Y.shift();
        rho.shift();
      }
    }
    [w, wNew] = [wNew, w];
    [g, gNew] = [gNew, g];
    const rel = (fx - fNew) / Math.max(1, Math.abs(fNew));
    fx = fNew;
    if (it % 10 === 0) log(`  lbfgs ${it}: f ${fx.toFixed(1)}`);
    if (rel < 1e-6 && it > 20) break;
  }
  log(`  lbfgs done: f ${fx.toFixed(1)}`);
  return w;
}
