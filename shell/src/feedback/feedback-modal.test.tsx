import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, endpoints } from 'shared-contracts';
import { TEST_MEMBER, TEST_TRIAL, createFakeHost, createStubApi, type StubHandler } from 'shared-contracts/testing';
import { useUiStore } from '../stores/ui-store';
import { renderWithHost } from '../testing/render-with-host';
import { countWords } from './feedback-rules';
import { FeedbackModal } from './feedback-modal';
import { openFeedback } from './open-feedback';

beforeEach(() => useUiStore.getState().reset());

function image(name: string, type: string): File {
  return new File(['x'], name, { type });
}

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:test/1');
  URL.revokeObjectURL = jest.fn();
});

function setup(handler: StubHandler = () => ({ feedbackId: 7, imageCount: 0 })) {
  const api = createStubApi({ [endpoints.feedback.id]: handler });
  const host = createFakeHost({ api, member: TEST_MEMBER });
  const onClose = jest.fn();
  renderWithHost(<FeedbackModal onClose={onClose} />, host);
  return { api, host, onClose, field: screen.getByLabelText('Your feedback') };
}

describe('FeedbackModal (issue 14 item 9)', () => {
  it('requires content: the error is under the field and the focus moves to it', async () => {
    const { api, field } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write your feedback.');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  it('refuses too few words, and caps the text at 140 characters', async () => {
    const { api, field } = setup();
    await userEvent.type(field, 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write at least 3 words.');
    expect(field).toHaveAttribute('maxlength', '140');
    expect(api.calls).toEqual([]);
  });

  it('refuses more than 40 words (within the 140 characters) and sends nothing', async () => {
    const { api, field } = setup();
    await userEvent.click(field);
    await userEvent.paste(Array.from({ length: 41 }, () => 'ok').join(' '));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please keep it to 40 words.');
    expect(api.calls).toEqual([]);
  });

  it('sends the content and confirms', async () => {
    const { api, field, onClose } = setup();
    const text = 'The live casino tables load slowly at night';
    await userEvent.click(field);
    await userEvent.paste(text);
    expect(screen.getByText(`3 to 40 words, ${text.length}/140 characters`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you! Your feedback has been sent.')).toBeInTheDocument();
    expect(api.calls).toEqual([
      { endpointId: 'member.feedback', input: { body: { content: 'The live casino tables load slowly at night', images: [] } } },
    ]);
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1]!);
    expect(onClose).toHaveBeenCalled();
  });

  it('sends up to 3 chosen images with previews, shows the upload progress, and confirms', async () => {
    let report: ((fraction: number) => void) | undefined;
    let finish: (value: unknown) => void = () => {};
    const { api, field } = setup((_input, options) => {
      report = options?.onUploadProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(field);
    await user.paste('The slots lobby shows a blank tile');
    const picker = screen.getByLabelText('Add images');
    await user.upload(picker, [image('shot.png', 'image/png'), image('notes.pdf', 'application/pdf')]);
    expect(screen.getByRole('img', { name: 'Preview of shot.png' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('notes.pdf was not added: only PNG or JPG images are accepted.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(report).toEqual(expect.any(Function));
    act(() => report!(0.42));
    expect(screen.getByRole('progressbar', { name: 'Uploading… 42%' })).toHaveAttribute('value', '0.42');
    await act(async () => finish({ feedbackId: 9, imageCount: 1 }));
    expect(await screen.findByText('Thank you! Your feedback has been sent.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const body = api.calls[0]!.input.body as { images: File[] };
    expect(body.images.map((file) => file.name)).toEqual(['shot.png']);
  });

  it('keeps what was typed and chosen when sending fails, with a translated message', async () => {
    const { field } = setup(() => {
      throw new ApiError({ kind: 'network', endpointId: 'member.feedback' });
    });
    await userEvent.click(field);
    await userEvent.paste('Please add more fishing games');
    await userEvent.upload(screen.getByLabelText('Add images'), image('fish.jpg', 'image/jpeg'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal, please try again.');
    expect(field).toHaveValue('Please add more fishing games');
    expect(screen.getByRole('img', { name: 'Preview of fish.jpg' })).toBeInTheDocument();
  });
});

describe('countWords', () => {
  it('counts words separated by spaces', () => {
    expect(countWords('three little words', 'en')).toBe(3);
    expect(countWords('  ', 'en')).toBe(0);
  });

  it.each([
    ['游戏加载很慢', 'zh-CN'],
    ['เกมโหลดช้ามาก', 'th'],
  ])('finds the words of %s (%s), which has no spaces', (text, locale) => {
    // The exact split depends on the ICU data of the runtime; a sentence is several words, not one.
    expect(countWords(text, locale)).toBeGreaterThanOrEqual(3);
  });
});

describe('openFeedback', () => {
  it('asks a guest to log in, a trial account to register, and opens the form for a member', async () => {
    const guest = createFakeHost();
    const requests: unknown[] = [];
    guest.bus.on('auth:login-requested', (payload) => requests.push(payload));
    openFeedback(guest);
    expect(requests).toEqual([{ modal: 'login' }]);

    const trial = createFakeHost({ member: TEST_TRIAL });
    const real: unknown[] = [];
    trial.bus.on('auth:real-account-required', (payload) => real.push(payload));
    openFeedback(trial);
    expect(real).toEqual([{ feature: 'feedback' }]);
    expect(useUiStore.getState().modal).toBeNull();

    openFeedback(createFakeHost({ member: TEST_MEMBER }));
    await waitFor(() => expect(useUiStore.getState().modal).toBe('feedback'));
  });
});
