/**
 * Cholesky factorisation and solve of a small symmetric positive-definite p×p system (row-major), enough for ridge
 * and the logistic model's fixed curvature bound. Written here rather than taken from ml-matrix (not a dependency
 * of the app, ~100 KB for one routine); a caller needs only `choleskyFactor` / `choleskySolve` to swap it.
 */
export function choleskyFactor(matrix: Float64Array, size: number): Float64Array {
  const lower = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = matrix[i * size + j]!;
      for (let k = 0; k < j; k++) sum -= lower[i * size + k]! * lower[j * size + k]!;
      if (i === j) {
        if (!(sum > 0)) throw new Error('Matrix is not positive definite');
        lower[i * size + i] = Math.sqrt(sum);
      } else lower[i * size + j] = sum / lower[j * size + j]!;
    }
  }
  return lower;
}

/** Solves L Lᵀ x = b for the factor `lower` of `choleskyFactor`. */
export function choleskySolve(lower: Float64Array, size: number, b: Float64Array): Float64Array {
  const z = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    let sum = b[i]!;
    for (let k = 0; k < i; k++) sum -= lower[i * size + k]! * z[k]!;
    z[i] = sum / lower[i * size + i]!;
  }
  const x = new Float64Array(size);
  for (let i = size - 1; i >= 0; i--) {
    let sum = z[i]!;
    for (let k = i + 1; k < size; k++) sum -= lower[k * size + i]! * x[k]!;
    x[i] = sum / lower[i * size + i]!;
  }
  return x;
}
