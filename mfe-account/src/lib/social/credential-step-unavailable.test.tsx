import { render } from '@testing-library/react';
import { CredentialStepUnavailable } from './credential-step-unavailable';

describe('CredentialStepUnavailable (a provider step whose code could not load)', () => {
  it('cancels the step once, as a closed provider window does, and shows nothing', () => {
    const onCancel = jest.fn();
    const onCredential = jest.fn();
    const { container, rerender } = render(<CredentialStepUnavailable provider="google" onCredential={onCredential} onCancel={onCancel} />);
    rerender(<CredentialStepUnavailable provider="google" onCredential={onCredential} onCancel={onCancel} />);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onCredential).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });
});
