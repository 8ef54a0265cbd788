"""Every user-facing string of the bot, in Chinese and English, in one place.

Keeping them together lets a translator (or a reviewer checking tone) read the whole bot at once,
and lets tests assert that no key is missing in either language.
"""

from __future__ import annotations

from core.contract import Language

LANGUAGES: tuple[Language, ...] = ("zh", "en")

TEXTS: dict[str, dict[Language, str]] = {
    "start": {
        "zh": (
            "您好，{name}！我是法律咨询助手。\n\n"
            "请用一两句话描述您遇到的问题。我会按<b>案件发生时</b>有效的法律回答，"
            "并列出所依据的条文、版本和有效期。\n\n"
            "常用命令：/new 新案件，/date 设置案件日期，/end 结束案件，/help 帮助，/privacy 隐私说明。"
        ),
        "en": (
            "Hello, {name}! I am a legal consultation assistant.\n\n"
            "Describe your problem in a sentence or two. I answer with the law as it stood "
            "<b>on the date of your case</b> and list every provision I rely on, with its version "
            "and validity window.\n\n"
            "Commands: /new new case, /date set the case date, /end finish the case, /help, "
            "/privacy."
        ),
    },
    "help": {
        "zh": (
            "<b>使用方法</b>\n"
            "• 直接描述问题，例如：“2010年我因盗窃被起诉，没有前科，能适用缓刑吗？”\n"
            "• 如果我需要知道案件日期，会请您选择年份，也可以直接输入，例如“2010年3月”。\n"
            "• 每个回答下方可以点 👍 / 👎 评价。\n\n"
            "<b>命令</b>\n"
            "/new 开始新案件\n/date 设置或修改案件日期（例如 /date 2010年3月）\n"
            "/end 结束当前案件\n/draft 起草民事起诉状（逐项询问，生成 .docx）\n/history 条文的历次版本和变化（例如 /history 刑法第七十四条）\n/language 切换语言\n/privacy 隐私说明\n/forget 删除我的全部数据\n\n"
            "本助手提供一般性法律信息，不能替代律师的正式意见。"
        ),
        "en": (
            "<b>How to use</b>\n"
            '• Just describe the problem, e.g. "I was charged with theft in 2010 and have no '
            'record: can I get probation?"\n'
            "• If I need the date of the case I will offer years as buttons; you can also type it, "
            'e.g. "March 2010" or "2010年3月".\n'
            "• Rate any answer with 👍 / 👎.\n\n"
            "<b>Commands</b>\n"
            "/new start a new case\n/date set or change the case date (e.g. /date 2010-03)\n"
            "/end finish the current case\n/draft draft a civil complaint (民事起诉状), step by step, as a .docx\n"
            "/history an article's versions and changes (e.g. /history Criminal Law Article 74)\n/language switch language\n/privacy what is stored\n"
            "/forget delete all my data\n\n"
            "This assistant gives general legal information, not a lawyer's formal opinion."
        ),
    },
    "language_prompt": {"zh": "请选择语言：", "en": "Choose your language:"},
    "language_set": {"zh": "好的，之后我会用中文回复。", "en": "Done, I will reply in English from now on."},
    "date_hint": {
        "zh": "点选年份，或直接输入日期，例如“2010年3月”。",
        "en": 'Tap a year, or type the date, e.g. "2010年3月" or "March 2010".',
    },
    "month_hint": {
        "zh": "点选月份，或直接输入，例如“2011年3月”。",
        "en": 'Tap the month, or type it, e.g. "March 2011".',
    },
    "date_prompt": {
        "zh": "案件是哪一年发生的？",
        "en": "In which year did the case happen?",
    },
    "date_button_earlier": {"zh": "更早（请直接输入）", "en": "Earlier (type it)"},
    "month_button_unknown": {"zh": "不记得月份", "en": "I don't remember"},
    "date_earlier": {
        "zh": "请直接输入日期，例如“1998年5月”。",
        "en": 'Please type the date, e.g. "May 1998" or "1998年5月".',
    },
    "new_case": {
        "zh": "已开始新案件。请描述您的问题。",
        "en": "A new case is open. Please describe your problem.",
    },
    "case_ended_saved": {
        "zh": "案件已结束。去除个人信息后的经验摘要会帮助今后的咨询。用 /new 开始新案件。",
        "en": "Case finished. A de-identified summary will help future consultations. "
        "Use /new to start another.",
    },
    "case_ended": {
        "zh": "案件已结束。用 /new 开始新案件。",
        "en": "Case finished. Use /new to start another.",
    },
    "feedback_up": {"zh": "👍 有帮助", "en": "👍 Helpful"},
    "feedback_down": {"zh": "👎 没帮助", "en": "👎 Not helpful"},
    "feedback_thanks": {"zh": "谢谢您的评价！", "en": "Thanks for the feedback!"},
    "feedback_not_yours": {
        "zh": "这条回答不属于您的对话。",
        "en": "That answer is not from your conversation.",
    },
    "privacy": {
        "zh": (
            "<b>我们保存什么</b>\n"
            "• 您的 Telegram 用户编号、显示名和语言；\n"
            "• 与本助手的对话：您的消息、回答（每一轮）、引用的条文和您的 👍/👎 评价；\n"
            "• 对话进行中的状态（例如正在等待案件日期）；\n"
            "• 出错记录和操作日志（例如发来了不支持的消息类型），用于排查问题。\n"
            "这些都保存在本服务所在服务器上的本地 SQLite 数据库中，不发送给第三方。\n\n"
            "<b>保存多久</b>\n"
            "直到您用 /forget 删除。经验记忆开启时，案件结束（/end，或闲置一段时间）后，模型会把案件提炼成一条"
            "<b>去除个人信息</b>的经验摘要（姓名、证件号、电话、邮箱、地址、账号、车牌被替换或删除；提炼不出可复用的经验时不保存），"
            "供今后类似的咨询参考。摘要保存在同一台服务器的数据库和向量库中，并记录它来自哪个案件，"
            "所以 /forget 会删除只来自您的案件的摘要。\n\n"
            "<b>谁能看到</b>\n"
            "管理员只能看到汇总统计（用户数、对话数、延迟等），看不到单个对话。\n\n"
            "<b>删除</b>\n"
            "/forget 会在您确认后删除关于您的全部对话、轮次、评价、状态和日志记录。"
        ),
        "en": (
            "<b>What is stored</b>\n"
            "• your Telegram user id, display name and language;\n"
            "• your chats with this assistant: your messages, the answers (each turn), the "
            "provisions cited and your 👍/👎 feedback;\n"
            "• the state of an open conversation (e.g. that I am waiting for the case date);\n"
            "• error reports and an audit log (e.g. an unsupported message type), for troubleshooting.\n"
            "All of it lives in a local SQLite database on the server running this service and is "
            "not sent to third parties.\n\n"
            "<b>For how long</b>\n"
            "Until you delete it with /forget. When experience memory is on and a case ends (/end, "
            "or after a while without messages), the model distils it into one <b>de-identified</b> "
            "summary (names, id and phone numbers, e-mail and postal addresses, accounts and plates "
            "are replaced or removed; nothing is kept when nothing reusable is found) that later, "
            "similar consultations may draw on. Summaries live in the same server's database and "
            "vector store and record which case they came from, so /forget deletes the ones that "
            "came only from your cases.\n\n"
            "<b>Who can see it</b>\n"
            "Admins see aggregate statistics only (users, chats, latency), never single chats.\n\n"
            "<b>Deleting</b>\n"
            "/forget deletes all your chats, turns, feedback, state and log records after you confirm."
        ),
    },
    "forget_confirm": {
        "zh": "确定要删除关于您的全部数据吗？此操作无法撤销。",
        "en": "Delete everything stored about you? This cannot be undone.",
    },
    "forget_yes": {"zh": "确认删除", "en": "Yes, delete"},
    "forget_no": {"zh": "取消", "en": "Cancel"},
    "forget_done": {
        "zh": "已删除关于您的全部数据（{count} 条记录）。",
        "en": "Everything about you has been deleted ({count} records).",
    },
    "forget_cancelled": {"zh": "已取消，什么都没有删除。", "en": "Cancelled; nothing was deleted."},
    "admin_refused": {
        "zh": "抱歉，这个命令只对管理员开放。",
        "en": "Sorry, this command is for administrators only.",
    },
    "admin_not_enabled": {
        "zh": "/{command} 尚未启用。",
        "en": "/{command} is not enabled yet.",
    },
    "admin_started": {"zh": "/{command} 已开始……", "en": "/{command} started…"},
    "admin_done": {"zh": "/{command} 完成：{result}", "en": "/{command} done: {result}"},
    "stats": {
        "zh": (
            "<b>统计</b>\n用户：{users}\n对话：{chats}\n轮次：{turns}\n"
            "引用检查失败：{citation_check_failures}\n降级回答：{degraded_turns}\n"
            "延迟 p50 / p95：{p50} / {p95}"
        ),
        "en": (
            "<b>Stats</b>\nUsers: {users}\nChats: {chats}\nTurns: {turns}\n"
            "Citation-check failures: {citation_check_failures}\nDegraded turns: {degraded_turns}\n"
            "Latency p50 / p95: {p50} / {p95}"
        ),
    },
    "no_data": {"zh": "暂无", "en": "n/a"},
    "flood": {
        "zh": "一分钟内的消息超过 {per_minute} 条，多出的消息没有处理。请稍等一分钟再发。",
        "en": "More than {per_minute} messages in a minute: the extra ones were not read. Please wait a minute.",
    },
    "still_working": {
        "zh": "已经过了 {seconds} 秒，我还在核对法条版本并复查答复，通常还需要半分钟到一分钟，请稍候。",
        "en": "It has been {seconds} s: I am still checking the provisions' versions and reviewing the answer. "
              "This usually takes another half minute to a minute.",
    },
    "queued": {
        "zh": "模型正在回答其他用户。您排在第 {position} 位，预计约 {wait} 秒后开始回答您，请稍候。",
        "en": "The model is answering other users. You are number {position} in line; yours should start in about {wait} s.",
    },
    "busy": {
        "zh": "现在排队的人太多（{waiting} 人），您的消息未能排上。请几分钟后再发一次。",
        "en": "Too many people are waiting right now ({waiting}); your message could not be queued. Please send it again in a few minutes.",
    },
    "error": {
        "zh": "抱歉，处理您的消息时出了问题。请稍后再试；如需反馈，请提供编号 {ref}。",
        "en": "Sorry, something went wrong with your message. Please try again later; "
        "if you report it, quote reference {ref}.",
    },
    "too_long": {
        "zh": "消息太长了（{length} 字，上限 {limit} 字）。请概括要点后再发。",
        "en": "That message is too long ({length} characters, the limit is {limit}). "
        "Please summarise the key points.",
    },
    "empty": {
        "zh": "这条消息是空的。请用文字描述您的问题。",
        "en": "That message is empty. Please describe your problem in words.",
    },
    "unsupported": {
        "zh": "我目前只能阅读文字消息，无法处理{kind}。请用文字描述您的问题。",
        "en": "I can only read text messages for now, not {kind}. Please describe your problem in words.",
    },
    "kind_sticker": {"zh": "贴纸", "en": "stickers"},
    "kind_photo": {"zh": "图片", "en": "photos"},
    "kind_voice": {"zh": "语音", "en": "voice messages"},
    "kind_document": {"zh": "文件", "en": "documents"},
    "kind_other": {"zh": "这类消息", "en": "this kind of message"},
    "unknown_command": {
        "zh": "我不认识这个命令。发送 /help 查看可用命令。",
        "en": "I don't know that command. Send /help to see what I can do.",
    },
    "edited": {
        "zh": "我不会处理修改过的消息。如需更正，请重新发送一条新消息。",
        "en": "I don't process edited messages. To correct something, please send a new message.",
    },
    "private_only": {
        "zh": "我只在私聊中提供咨询，请直接私信我。",
        "en": "I only give consultations in private chats — please message me directly.",
    },
    "cmd_start": {"zh": "开始", "en": "Start"},
    "cmd_help": {"zh": "使用帮助", "en": "How to use"},
    "cmd_new": {"zh": "开始新案件", "en": "Start a new case"},
    "cmd_date": {"zh": "设置或修改案件日期", "en": "Set or change the case date"},
    "cmd_end": {"zh": "结束当前案件", "en": "Finish the current case"},
    "cmd_draft": {"zh": "起草民事起诉状", "en": "Draft a civil complaint"},
    "cmd_history": {"zh": "条文的历次版本和变化", "en": "An article's versions and changes"},
    "cmd_language": {"zh": "切换语言", "en": "Switch language"},
    "cmd_privacy": {"zh": "隐私说明", "en": "What is stored"},
    "cmd_forget": {"zh": "删除我的全部数据", "en": "Delete all my data"},
}

# Commands shown in Telegram's menu, in display order.
MENU_COMMANDS: tuple[str, ...] = (
    "start", "help", "new", "date", "end", "draft", "history", "language", "privacy", "forget",
)


def t(key: str, lang: Language, /, **values: object) -> str:
    """The string `key` in `lang`, with `values` substituted (callers escape untrusted values)."""
    text = TEXTS[key][lang]
    return text.format(**values) if values else text
