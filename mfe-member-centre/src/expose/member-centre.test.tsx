import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HostProvider } from 'shared-contracts/react';
import { TEST_MEMBER, createFakeHost, createStubApi } from 'shared-contracts/testing';
import MemberCentreExpose from './member-centre';

describe('mfe_member_centre/MemberCentre', () => {
  it('renders in a fake host, in the host language, and closes', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const host = createFakeHost({
      member: TEST_MEMBER,
      api: createStubApi({ 'wallet.balance': () => ({ sumBalance: 1000 }) }),
      language: 'TY',
    });
    render(
      <HostProvider host={host}>
        <MemberCentreExpose page="securityCenter" onClose={onClose} />
      </HostProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Trung tâm thành viên' })).toBeInTheDocument();
    // The page is a lazy chunk: on a loaded machine it can take more than the default second. The
    // balance is written in the host language's format (TY: issue 49).
    expect(await screen.findByTestId('member-centre-balance', {}, { timeout: 10_000 })).toHaveTextContent('$1.000,00');
    await user.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onClose).toHaveBeenCalled();
  });
});
