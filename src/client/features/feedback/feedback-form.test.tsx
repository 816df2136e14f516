import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/client/lib/toast';
import { apiError, mockApi } from '@/client/test/mock-api';
import { feedbackMaxLength } from '@/shared/limits';
import { FeedbackForm } from './feedback-form';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const field = () => screen.getByLabelText<HTMLTextAreaElement>('Your feedback');
const send = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send feedback' });

describe('FeedbackForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('sends nothing blank, then the text as the shared schema gives it, and empties the box', async () => {
    const api = mockApi({ 'POST /api/feedback': { status: 201, body: { feedback: { id: 'f1' } } } });
    render(<FeedbackForm />);
    const user = userEvent.setup();
    expect(send().disabled).toBe(true);
    await user.type(field(), '   ');
    expect(send().disabled).toBe(true);
    await user.type(field(), 'Lovely charts ');
    expect(screen.getByText(`${feedbackMaxLength - 17} characters left`)).toBeTruthy();
    await user.click(send());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thank you for your feedback!'));
    expect(api.callsTo('POST /api/feedback')[0]!.body).toEqual({ message: 'Lovely charts' });
    expect(field().value).toBe('');
  });

  it('keeps the text when the send fails', async () => {
    mockApi({ 'POST /api/feedback': apiError(500, 'internal_error') });
    render(<FeedbackForm />);
    const user = userEvent.setup();
    await user.type(field(), 'Keep this');
    await user.click(send());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to send feedback. Please try again.'),
    );
    expect(field().value).toBe('Keep this');
  });

  it('takes no more text than the shared schema allows', async () => {
    render(<FeedbackForm />);
    const user = userEvent.setup();
    await user.click(field());
    await user.paste('a'.repeat(feedbackMaxLength + 10));
    expect(field().value).toHaveLength(feedbackMaxLength);
  });
});
