/**
 * Simplified Chinese: the source locale. Every key of the shell lives here first; `en` and `es`
 * must have exactly the same keys and `{param}` names (src/i18n/messages.test.ts checks it).
 * Texts the spec quotes in English for the original Chinese UI ('Switch Size Success',
 * 'you browser can not work', the error-log column names) stay as quoted.
 */
import type { resourceZhCN } from './resource.zh-CN';
import { routeTitlesZhCN } from './routes.zh-CN';

export const shellZhCN = {
  'app.title': '消费中台管理系统',
  'app.shortTitle': '消费中台',

  'common.confirm': '确定',
  'common.cancel': '取消',
  'common.close': '关闭',
  'common.save': '保存',
  'common.edit': '编辑',
  'common.retry': '重试',
  'common.reload': '重新加载',
  'common.loading': '加载中…',
  'common.back': '返回',
  'common.home': '首页',
  'common.more': '更多',
  'common.copy': '复制',
  'common.empty': '暂无数据',
  'common.unknownError': '未知错误',
  'common.discardTitle': '放弃未保存的修改？',
  'common.discardMessage': '关闭后，本次填写的内容不会保存。',
  'common.keepEditing': '继续编辑',
  'common.discard': '放弃',

  'login.title': '系统登录',
  'login.username': '用户名',
  'login.usernamePlaceholder': '请输入用户名',
  'login.password': '密码',
  'login.passwordPlaceholder': '请输入密码',
  'login.usernameRequired': '请输入用户名',
  'login.passwordRequired': '请输入密码',
  'login.submit': '登录',
  'login.submitting': '登录中…',
  'login.capsLock': '大写锁定已打开',
  'login.showPassword': '显示密码',
  'login.hidePassword': '隐藏密码',
  'login.failed': '登录失败：{message}',

  'externalLogin.signingIn': '正在通过外部令牌登录…',
  'externalLogin.failed': '外部登录失败：{message}',
  'externalLogin.missingToken': '缺少登录令牌',
  'externalLogin.toLogin': '前往登录页',

  'profile.loading': '正在加载用户信息…',
  'profile.failed': '获取用户信息失败：{message}',

  'navbar.greeting': '欢迎，管理员',
  'navbar.toggleSidebar': '展开或收起侧边栏',
  'navbar.search': '搜索',
  'navbar.fullscreen': '全屏',
  'navbar.exitFullscreen': '退出全屏',
  'navbar.size': '布局大小',
  'navbar.language': '语言',
  'navbar.theme': '换肤',
  'navbar.errorLog': '错误日志',
  'navbar.exportTasks': '导出任务',
  'navbar.exportRunning': '有正在进行的导出任务',
  'navbar.userMenu': '用户菜单',
  'navbar.changePassword': '修改密码',
  'navbar.logout': '退出登录',
  'navbar.appDownload': 'APP 下载',
  'navbar.oneKeyRole': '一键设置 APP 角色',

  'sidebar.label': '侧边菜单',
  'sidebar.externalLink': '{title}（在新窗口打开）',
  'sidebar.collapse': '收起菜单',
  'sidebar.expand': '展开菜单',

  'breadcrumb.label': '面包屑导航',
  'breadcrumb.back': '返回上一页',

  'search.label': '菜单搜索',
  'search.placeholder': '搜索菜单',
  'search.noResults': '没有匹配的菜单',

  'tabs.label': '已打开的页面',
  'tabs.menu': '标签操作',
  'tabs.refresh': '刷新',
  'tabs.close': '关闭',
  'tabs.closeOthers': '关闭其他',
  'tabs.closeAll': '关闭所有',
  'tabs.closeTab': '关闭 {title}',
  'tabs.pinned': '{title}（固定）',
  'tabs.unsaved': '{title}（有未保存的修改）',

  'dialog.discard.title': '放弃未保存的修改？',
  'dialog.discard.message': '页面中有尚未保存的内容，继续操作将丢失这些内容。',
  'dialog.discard.confirm': '放弃修改',
  'dialog.discard.cancel': '继续编辑',

  'password.title': '修改密码',
  'password.account': '账号',
  'password.oldPassword': '原密码',
  'password.newPassword': '新密码',
  'password.checkPassword': '确认新密码',
  'password.oldRequired': '请输入原密码',
  'password.newRequired': '请输入新密码',
  'password.checkRequired': '请再次输入新密码',
  'password.hint': '密码须同时包含大写字母、小写字母和数字',
  'password.length': '密码长度为 {min} 到 {max} 个字符',
  'password.mismatch': '两次输入的密码不一致',
  'password.success': '修改成功',
  'password.submit': '确认修改',

  'unauthorized.title': '确认登出',
  'unauthorized.message': '您的登录状态已失效，可以取消以留在当前页面，或者重新登录。',
  'unauthorized.relogin': '重新登录',
  'unauthorized.stay': '留在此页',

  'toast.sizeSwitched': 'Switch Size Success',
  'toast.themeChanged': '换肤成功',
  'toast.localeChanged': '语言已切换',
  'toast.fullscreenUnsupported': 'you browser can not work',
  'toast.noLinkData': '无跳转页面数据',
  'toast.saved': '保存成功',

  'update.title': '发现新版本',
  'update.message': '页面有更新，点击确定刷新页面！',
  'update.refresh': '确定',
  'update.later': '稍后',

  'errorLog.title': '错误日志',
  'errorLog.open': '查看错误日志（{count, number} 条）',
  'errorLog.message': 'Message',
  'errorLog.stack': 'Stack',
  'errorLog.url': 'Url',
  'errorLog.time': '时间',
  'errorLog.empty': '暂无错误记录',
  'errorLog.clear': '清空日志',

  'error.pageCrashed': '页面出错了',
  'error.pageCrashedHint': '错误已记录到错误日志，其他页面不受影响。',

  'page401.title': '401',
  'page401.heading': '您没有访问该页面的权限',
  'page401.message': '如需访问，请联系管理员为您分配相应权限。',
  'page401.home': '返回首页',
  'page404.title': '404',
  'page404.heading': '页面不存在',
  'page404.message': '请检查地址是否正确，或返回首页。',
  'page404.home': '返回首页',

  'pending.title': '「{title}」暂未开放',
  'pending.message': '页面 {path} 尚未在本系统中实现，敬请期待。',

  'embed.loading': '正在加载外部页面…',
  'embed.error': '外部页面加载失败',
  'embed.timeout': '外部页面加载超时，请检查网络或服务地址。',
  'embed.notConfigured': '未配置“{service}”服务的地址，无法打开此页面。',
  'embed.openInNewWindow': '在新窗口打开',
  'embed.frameTitle': '{title}（外部页面）',
  'embed.service.property': '物业',
  'embed.service.dingcan': '订餐',
  'embed.service.marketing': '营销',
  'embed.service.meetingRoom': '会议室',

  'export.running': '导出任务进行中',
  'export.center': '导出中心',

  'appDownload.title': 'APP 下载',
  'appDownload.android': '安卓',
  'appDownload.ios': '苹果（iOS）',
  'appDownload.androidUrl': '安卓下载地址',
  'appDownload.iosUrl': '苹果下载地址',
  'appDownload.empty': '暂未配置下载地址',
  'appDownload.invalidUrl': '请输入以 http:// 或 https:// 开头的链接',
  'appDownload.saved': '下载地址已保存',
  'appDownload.scan': '扫码或点击链接下载',

  'oneKeyRole.title': '一键设置 APP 角色',
  'oneKeyRole.confirm': '将为所有项目创建或刷新类型为 3 的“项目管理员”APP 角色，可能需要较长时间（最长 100 秒）。是否继续？',
  'oneKeyRole.running': '正在设置，请稍候…',
  'oneKeyRole.success': '设置完成：新增 {created} 个，更新 {updated} 个',
  'oneKeyRole.done': '设置完成',

  'size.label': '布局大小',
  'size.default': '默认',
  'size.medium': '中等',
  'size.small': '小型',
  'size.mini': '迷你',

  'locale.label': '语言',
  'locale.zh-CN': '简体中文',
  'locale.en': 'English',
  'locale.es': 'Español',

  'theme.label': '主题',
  'theme.primary': '主题色',
  'theme.sidebar': '侧边栏风格',
  'theme.sidebar.dark': '深色侧边栏',
  'theme.sidebar.green': '绿色侧边栏',
  'theme.color.blue': '拂晓蓝',
  'theme.color.cyan': '明青',
  'theme.color.green': '极光绿',
  'theme.color.orange': '日暮橙',
  'theme.color.red': '薄暮红',
  'theme.color.purple': '酱紫',
  'theme.color.custom': '自定义颜色',

  // generic resource page preview and small shell texts
  'common.yes': '是',
  'common.no': '否',
  'login.subtitle': '请使用您的账号登录',
  'authRedirect.message': '正在完成登录跳转…',
  'search.open': '打开菜单搜索',
  'errorLog.none': '暂无错误',
  'appDownload.edit': '编辑下载地址',
  'layout.skip': '跳到主要内容',
  'dashboard.hello': '你好，{name}',
  'dashboard.intro': '以下是您的账号可以使用的功能模块。',
  'dashboard.pages': '{count, number} 个页面',
  'dashboard.empty': '您的账号还没有任何功能权限，请联系管理员分配角色。',
} as const;

export type MessageKey = keyof typeof shellZhCN | keyof typeof resourceZhCN | keyof typeof routeTitlesZhCN;

/**
 * The source-locale messages bundled with the console's first page. The texts of the resource
 * views (`viewMessagesZhCN` in views.zh-CN.ts) come with those pages' code instead (`addSourceMessages`), a domain's texts with the domain (`addMessages`).
 */
export const zhCN = { ...shellZhCN, ...routeTitlesZhCN } as Readonly<Record<MessageKey, string>>;
