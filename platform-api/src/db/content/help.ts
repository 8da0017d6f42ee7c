import type { Localized } from '../../i18n/localized';

/** A help-centre category and its articles (HTML content). */
export interface HelpCategory {
  id: number;
  title: Localized;
  items: readonly { id: number; title: Localized; content: Localized }[];
}

/** The help centre. */
export const HELP_CENTER: readonly HelpCategory[] = [
  {
    id: 1,
    title: { EN: 'Account', VI: 'Tài khoản' },
    items: [
      {
        id: 101,
        title: { EN: 'How do I register?', VI: 'Làm thế nào để đăng ký?' },
        content: {
          EN: '<p>Press <strong>Register</strong>, fill in the form and confirm. Fields marked * are required.</p>',
          VI: '<p>Nhấn <strong>Đăng ký</strong>, điền biểu mẫu rồi xác nhận. Các trường có dấu * là bắt buộc.</p>',
        },
      },
      {
        id: 102,
        title: { EN: 'I forgot my password', VI: 'Tôi quên mật khẩu' },
        content: {
          EN: '<p>Use <em>Forgot password</em> on the login form: by email, or by SMS code to your registered mobile number.</p>',
          VI: '<p>Dùng <em>Quên mật khẩu</em> trên biểu mẫu đăng nhập: qua email, hoặc qua mã SMS gửi đến số điện thoại đã đăng ký.</p>',
        },
      },
      {
        id: 103,
        title: { EN: 'Why is my account locked?', VI: 'Vì sao tài khoản của tôi bị khóa?' },
        content: {
          EN: '<p>After several failed logins a captcha is required. Contact customer service if you cannot log in.</p>',
          VI: '<p>Sau nhiều lần đăng nhập sai, bạn cần nhập mã xác nhận. Hãy liên hệ chăm sóc khách hàng nếu vẫn không đăng nhập được.</p>',
        },
      },
    ],
  },
  {
    id: 2,
    title: { EN: 'Deposits and withdrawals', VI: 'Nạp và rút tiền' },
    items: [
      {
        id: 201,
        title: { EN: 'How long does a deposit take?', VI: 'Nạp tiền mất bao lâu?' },
        content: {
          EN: '<p>Most deposits arrive within <strong>5 minutes</strong>.</p><ul><li>QR banking: instant</li><li>Bank transfer: up to 30 minutes</li></ul>',
          VI: '<p>Phần lớn các khoản nạp đến trong vòng <strong>5 phút</strong>.</p><ul><li>Thanh toán QR ngân hàng: tức thì</li><li>Chuyển khoản ngân hàng: tối đa 30 phút</li></ul>',
        },
      },
      {
        id: 202,
        title: { EN: 'Confirming a withdrawal', VI: 'Xác nhận lệnh rút tiền' },
        content: {
          EN: '<p>When a withdrawal is paid, confirm <em>received</em>, <em>partially received</em> or <em>not received</em>. Unconfirmed withdrawals count as received after the configured time.</p>',
          VI: '<p>Khi lệnh rút tiền đã được chi trả, hãy xác nhận <em>đã nhận</em>, <em>nhận một phần</em> hoặc <em>chưa nhận</em>. Lệnh rút chưa được xác nhận sẽ được tính là đã nhận sau thời gian quy định.</p>',
        },
      },
    ],
  },
  {
    id: 3,
    title: { EN: 'Games', VI: 'Trò chơi' },
    items: [
      {
        id: 301,
        title: { EN: 'A game does not open', VI: 'Trò chơi không mở được' },
        content: {
          EN: '<p>Allow pop-ups for this site and try again. Some games are under maintenance at set times.</p>',
          VI: '<p>Hãy cho phép cửa sổ bật lên cho trang này rồi thử lại. Một số trò chơi bảo trì vào những thời điểm cố định.</p>',
        },
      },
      {
        id: 302,
        title: { EN: 'Free play', VI: 'Chơi thử' },
        content: {
          EN: '<p>Free play creates a trial account with demo credit. Trial accounts cannot deposit, withdraw or save favourites.</p>',
          VI: '<p>Chơi thử tạo một tài khoản dùng thử với tiền ảo. Tài khoản dùng thử không thể nạp, rút tiền hay lưu trò chơi yêu thích.</p>',
        },
      },
    ],
  },
  {
    id: 4,
    title: { EN: 'Responsible gaming', VI: 'Chơi có trách nhiệm' },
    items: [
      {
        id: 401,
        title: { EN: 'Setting limits', VI: 'Đặt hạn mức' },
        content: {
          EN: '<p>Set daily, weekly or monthly deposit limits in the member centre. Players must be 18 or older.</p>',
          VI: '<p>Đặt hạn mức nạp tiền theo ngày, tuần hoặc tháng trong trung tâm thành viên. Người chơi phải từ 18 tuổi trở lên.</p>',
        },
      },
    ],
  },
];
