/** /noticeCenter (role pc:noticeCenter): app announcements, public-account notices, banners. */
import { group, page, pending, resource } from './entry';

export const noticeCenterRoutes = group('/noticeCenter', 'noticeCenter', ['pc:noticeCenter'], [
  page('/noticeCenter/notice', 'notice', resource('notify.appNotice')),
  page('/noticeCenter/noticeWx', 'noticeWx', resource('notify.wechatNotice')),
  page('/noticeCenter/banner', 'banner', pending),
], { icon: 'bell' });
