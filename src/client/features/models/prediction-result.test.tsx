import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RegressionScores, TrainedModel } from '@/shared/data/ml';
import { PredictionResult } from './prediction-result';
import { aRegressionReport } from './test/report-fixtures';
import { predictionSpreadOf } from './trained-model';

const model = { target: 'spend' } as TrainedModel;

describe('PredictionResult', () => {
  it('gives a value with its 90 % prediction interval and the typical error', () => {
    render(
      <PredictionResult
        model={model}
        prediction={{ value: 120 }}
        spread={{ typicalError: 12, margin90: 25.5 }}
      />,
    );
    expect(screen.getByText('Predicted spend: 120')).toBeTruthy();
    expect(
      screen.getByText(
        '90 % prediction interval: 94.5 to 145.5 (9 in 10 held-out rows were predicted this closely).',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Typical error on held-out rows: ± 12 (mean absolute error).')).toBeTruthy();
  });

  it('gives no interval for a model trained before it was kept, nor from too few held-out rows', () => {
    render(
      <PredictionResult
        model={model}
        prediction={{ value: 120 }}
        spread={{ typicalError: 12, margin90: null }}
      />,
    );
    expect(screen.queryByText(/prediction interval/)).toBeNull();
    expect(screen.getByText('Typical error on held-out rows: ± 12 (mean absolute error).')).toBeTruthy();
  });
});

describe('predictionSpreadOf', () => {
  it('reads the chosen model’s typical error and margin, and none for a report without the margin', () => {
    const report = aRegressionReport();
    expect(predictionSpreadOf(report)).toEqual({ typicalError: 12, margin90: null });
    const linear = report.models.find((entry) => entry.kind === 'linear')!;
    (linear.test as RegressionScores).margin90 = 21;
    expect(predictionSpreadOf(report)).toEqual({ typicalError: 12, margin90: 21 });
  });
});
