"""The superseded texts transcribed from whthomas/china-laws (index/data/sources/whthomas/).

The source cannot be cloned here, only read a page at a time, so each file was copied by hand. Laid
back out as the source lays it out (two ideographic spaces before each paragraph, blank lines
between them, the table of contents from the headings), each transcription must have exactly the
source file's length and the text the source has at the offsets where its pages began: a dropped,
doubled or inserted character anywhere fails. The lengths and page starts are the source's, as
its reader reported them (whthomas/china-laws@fa86d98a26502edaee672da065c3f3d895aef629).
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from functools import cache
from pathlib import Path

import pytest

from index.corpus import StatuteVersion, load_corpus
from tests.conftest import CORPUS

SOURCES = Path(__file__).resolve().parents[2] / "index" / "data" / "sources" / "whthomas"
FLK = "https://wb.flk.npc.gov.cn/flfg/"

# title: (front-matter id, Word file, PDF file, header line, source length, {offset: text there})
SOURCE_FACTS = {
    "中华人民共和国合同法": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY2MDUzYTAyMTc%3D", "491f090014424213a55b823f13f64dd0", "9fb20041041049d9b989db2d0b85601d",
        "> （1999年3月15日第九届全国人民代表大会第二次会议通过）", 36740,
        {15940: "一百七十九条　供电人应当按照国家规定", 31880: "取保全或者执行的以外，保管人应当履行向寄存人"}),
    "中华人民共和国婚姻法": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY2MGYwODAyN2I%3D", "ea84d923fe2948a8a4c118042bc48202", "99c9882c806d405bbee3ff9eba8a1b48",
        "> （1980年9月10日第五届全国人民代表大会第三次会议通过　根据2001年4月28日第九届全国人民代表大会常务委员会"
        "第二十一次会议《关于修改﹤中华人民共和国婚姻法﹥的决定》修正）", 5296, {}),
    "中华人民共和国侵权责任法": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY3MDZiMTA1NWY%3D", "04eb5d8ff02c4176b8a1c228deb97b6c", "60dad46a0e6446d3b875811e34d8a89c",
        "> （2009年12月26日第十一届全国人民代表大会常务委员会第十二次会议通过）", 8289, {}),
    "中华人民共和国物权法": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY2NDViOTAzNzU%3D", "12d54f6f9db04eec8b073ea9014eed9f", "b19b614c723b4c0c82c0276b83f97a5a",
        "> （2007年3月16日第十届全国人民代表大会第五次会议通过）", 22093, {15900: "　　（三）学校、幼儿园、医院等以公益为目的"}),
    "中华人民共和国民法总则": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY4NDc5YjA5ZGQ%3D", "a2e168891f6f4585800db22d7f7a20c6", "f65cbe3115bb49f99a7f054f61d41830",
        "> （2017年3月15日第十二届全国人民代表大会第五次会议通过）", 18545, {15960: "大小的，平均承担责任。\n\n　　第一百七十八条"}),
    "中华人民共和国民法通则": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY2NzQ3MTA0MTU%3D", "aed9df8fb8e847589f87bcb7510fc751", "6250e0c8f1e640bb9aacc17a6dfd6557",
        "> （1986年4月12日第六届全国人民代表大会第四次会议通过　根据2009年8月27日第十一届全国人民代表大会常务委员会"
        "第十次会议《关于修改部分法律的决定》修正）", 15351, {}),
    "中华人民共和国治安管理处罚法（2025）": (
        "ZmY4MDgxODE5N2FmOWNjYzAxOTdiMTU5YzM4YTA0MDg%3D", "", "",
        "（2005年8月28日第十届全国人民代表大会常务委员会第十七次会议通过　根据2012年10月26日第十一届全国人民代表大会常务委员会"
        "第二十九次会议《关于修改〈中华人民共和国治安管理处罚法〉的决定》修正　2025年6月27日第十四届全国人民代表大会常务委员会"
        "第十六次会议修订）", 22531, {15900: "十八条的规定。\n\n第一百条　违反治安管理行为人"}),
    "中华人民共和国仲裁法（2025）": (
        "NThkNzU2OWEzMjJiNGVjYTliMjJmZWFhNGY1ZDdkNGY%3D", "", "",
        "（1994年8月31日第八届全国人民代表大会常务委员会第九次会议通过　根据2009年8月27日第十一届全国人民代表大会常务委员会"
        "第十次会议《关于修改部分法律的决定》第一次修正　根据2017年9月1日第十二届全国人民代表大会常务委员会第二十九次会议"
        "《关于修改〈中华人民共和国法官法〉等八部法律的决定》第二次修正　2025年9月12日第十四届全国人民代表大会常务委员会"
        "第十七次会议修订）", 9929, {}),
    "中华人民共和国消防法": (
        "ZmY4MDgxODE3YWIyMmUwYzAxN2FiZDkwOTMxMjA2MGE%3D", "db11cc1c52454b638cbe2fb24c3daf67", "8434808135f8473a81b079c022b9fe76",
        "> （1998年4月29日第九届全国人民代表大会常务委员会第二次会议通过　2008年10月28日第十一届全国人民代表大会常务委员会"
        "第五次会议修订　根据2019年4月23日第十三届全国人民代表大会常务委员会第十次会议《关于修改〈中华人民共和国建筑法〉等八部"
        "法律的决定》第一次修正　根据2021年4月29日第十三届全国人民代表大会常务委员会第二十八次会议《关于修改〈中华人民共和国"
        "道路交通安全法〉等八部法律的决定》第二次修正）", 11887, {}),
    "快递暂行条例（2025）": (
        "ZmY4MDgxODE5MjdmMGU3YjAxOTY2MWVjODgwNjI3ODQ%3D", "", "",
        "（2018年3月2日中华人民共和国国务院令第697号公布　根据2019年3月2日《国务院关于修改部分行政法规的决定》第一次修订"
        "　根据2025年4月13日《国务院关于修改〈快递暂行条例〉的决定》第二次修订）", 8178, {}),
    "中华人民共和国担保法": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY1ZDg2ODAxYjM%3D", "7c1b03f68a904caaba6bb5882e634571", "24a046d7b8df4f7db15d9ba8fe1ffee9",
        "> （1995年6月30日第八届全国人民代表大会常务委员会第十四次会议通过）", 9631, {}),
    "中华人民共和国劳动法（2009）": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY2ZTNjMDA1MDU%3D", "ed81dc88899e4646b2cf6bf94d97fb24", "ffb93e0bc47b416cbc4862b6259a03e0",
        "> （1994年7月5日第八届全国人民代表大会常务委员会第八次会议通过　根据2009年8月27日第十一届全国人民代表大会常务委员会"
        "第十次会议《关于修改部分法律的决定》修正）", 9734,
        {4500: "三）法律、行政法规规定的其他情形。\n\n　　第四十三条　用人单", 9000: "暴力、威胁或者非法限制人身自由的手段强迫劳动的；"}),
    "中华人民共和国社会保险法（2010）": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY3MTNkMzA1Yjk%3D", "f8c07433888944479bf3fbbc7caaef34", "f1f627e531884e84a790f9efed33ce1a",
        "> （2010年10月28日第十一届全国人民代表大会常务委员会第十七次会议通过）", 11608,
        {3000: "新型农村合作医疗的管理办法，由国务院规定。", 7000: "费，非因不可抗力等法定事由不得缓缴、减免。",
         10900: "；\n\n　　（二）未将社会保险基金存入财政专户的；"}),
    "中华人民共和国民事诉讼法（2017）": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY4NTY5MTBhMDU%3D", "be32cb6966e24e98b39af6a4a54bb78f", "6bae722a53ff485693f748be0116c82e",
        r"> （1991年4月9日第七届全国人民代表大会第四次会议通过　根据2007年10月28日第十届全国人民代表大会常务委员会"
        r"第三十次会议《关于修改\<中华人民共和国民事诉讼法\>的决定》第一次修正　根据2012年8月31日第十一届全国人民代表大会"
        r"常务委员会第二十八次会议《关于修改\<中华人民共和国民事诉讼法\>的决定》第二次修正　根据2017年6月27日第十二届全国"
        r"人民代表大会常务委员会第二十八次会议《关于修改\<中华人民共和国民事诉讼法\>和\<中华人民共和国行政诉讼法\>的决定》"
        r"第三次修正）", 33864,
        {16000: "人陈述；\n\n　　（二）告知证人的权利义务", 32000: "华人民共和国涉外仲裁机构或者其他仲裁机构仲裁的"}),
    "中华人民共和国刑事诉讼法（2012）": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY3M2IwOTA2M2I%3D", "acd044387585414ca987e2408490ec55", "bf63c42a38914046a5f705892d5e8505",
        r"> （1979年7月1日第五届全国人民代表大会第二次会议通过　根据1996年3月17日第八届全国人民代表大会第四次会议"
        r"《关于修改\<中华人民共和国刑事诉讼法\>的决定》第一次修正　根据2012年3月14日第十一届全国人民代表大会第五次会议"
        r"《关于修改\<中华人民共和国刑事诉讼法\>的决定》第二次修正）", 38709,
        {16000: "　第一百一十五条　当事人和辩护人、诉讼代理人", 32000: "检察院应当派员出席法庭。\n\n　　第二百四十六条"}),
    "中华人民共和国道路交通安全法（2011）": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY3MjAxZDA1ZmY%3D", "29f2c759992243b791c9916654e0d44c", "3159b3f966eb4dec8dc53c28deb1500b",
        r"> （2003年10月28日第十届全国人民代表大会常务委员会第五次会议通过　根据2007年12月29日第十届全国人民代表大会常务委员会"
        r"第三十一次会议《关于修改\<中华人民共和国道路交通安全法\>的决定》第一次修正　根据2011年4月22日第十一届全国人民代表大会"
        r"常务委员会第二十次会议《关于修改\<中华人民共和国道路交通安全法\>的决定》第二次修正）", 17580,
        {14500: "有本条第二款、第三款、第四款所列违法行为，生产", 16000: "定条件的机动车发放机动车登记证书、号牌、行驶证、检验合格标志的；"}),
    "最高人民法院关于审理道路交通事故损害赔偿案件适用法律若干问题的解释": (
        "NDAyODgxZTQ1ZmZmZjk1MDAxNjAwMDI2OTk3MDAxMjY%3D", "0f2de22e389442d7a5d8d71ff96088af", "f13586c34ec34a608502f44ec2db7d6f",
        "", 4769, {4000: "主张免除赔偿责任的，人民法院不予支持。\n\n机动车在交强险合同"}),
    "最高人民法院关于审理民事案件适用诉讼时效制度若干问题的规定": (
        "NDAyODgxZTQ1ZmZiYmU0MTAxNWZmYzkwM2VkZjBmOTY%3D", "6086971953f2441399bf88dfca9ee8a9", "ada13a36f130450390265922290ad180",
        "", 3573, {3000: "债权均发生诉讼时效中断的效力。\n\n第十九条　债权转让的"}),
    "最高人民法院关于审理民事案件适用诉讼时效制度若干问题的规定（2020）": (
        "ZmY4MDgxODE3OTlkZWY5ODAxNzliMDk5MzEwMzE4MjU%3D", "", "", "", 3364,
        {2800: "人提起代位权诉讼的，应当认定对债权人的债权和债务人的债权均发生诉讼时效中断的效力。\n第十七条"}),
    "最高人民法院关于审理银行卡民事纠纷案件若干问题的规定": (
        "ZmY4MDgxODE3Yjk2OTYyYjAxN2I5YmIwMDljNTBjNmE%3D", "", "", "", 3258, {1590: "有安全性等事实，综合判断是否存在伪卡盗刷交易"}),
    "最高人民法院关于审理商品房买卖合同纠纷案件适用法律若干问题的解释": (
        "ZmY4MDgxODE3OTlkZWY5ODAxNzliMDljNDU4MDE4NDY%3D", "", "", "", 3929,
        {1500: "与第三人恶意串通，另行订立商品房买卖合同", 3000: "不能继续履行的，对方当事人可以请求解除合同和赔偿损失。"}),
    "中华人民共和国著作权法（2010）": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY3MGJjNzA1ODc%3D", "574bf336d4e84851aeb9de3a9d367294", "7132244e25e54a2b8f215dfc087331d3",
        r"> （1990年9月7日第七届全国人民代表大会常务委员会第十五次会议通过　根据2001年10月27日第九届全国人民代表大会常务委员会"
        r"第二十四次会议《关于修改\<中华人民共和国著作权法\>的决定》第一次修正　根据2010年2月26日第十一届全国人民代表大会"
        r"常务委员会第十三次会议《关于修改\<中华人民共和国著作权法\>的决定》第二次修正）", 10322,
        {10100: "权即版权。\n\n　　第五十八条　本法第二条所称的出版，指作品的复制、发行。"}),
    "中华人民共和国专利法（2008）": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY2NmM5ZDAzZTM%3D", "c4c75d378a4f43a3b3d8410bb498ba1f", "1139c18b89884cbb81eefbbfea0acbe2",
        r"> （1984年3月12日第六届全国人民代表大会常务委员会第四次会议通过　根据1992年9月4日第七届全国人民代表大会常务委员会"
        r"第二十七次会议《关于修改\<中华人民共和国专利法\>的决定》第一次修正　根据2000年8月25日第九届全国人民代表大会常务委员会"
        r"第十七次会议《关于修改\<中华人民共和国专利法\>的决定》第二次修正　根据2008年12月27日第十一届全国人民代表大会常务委员会"
        r"第六次会议《关于修改\<中华人民共和国专利法\>的决定》第三次修正）", 10814,
        {10600: "影响，有违法收入的予以没收；情节严重的，对直接负责的主管人员和其他直接责任人员依法给予行政处分。"}),
    "中华人民共和国商标法（2013）": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY3NWVlZDA2ZTU%3D", "d5b94ddad3104a03b187a797a2a8de1a", "f1a1fe8b102047b7b8c6cb1771ef7f0a",
        r"> （1982年8月23日第五届全国人民代表大会常务委员会第二十四次会议通过　根据1993年2月22日第七届全国人民代表大会常务委员会"
        r"第三十次会议《关于修改\<中华人民共和国商标法\>的决定》第一次修正　根据2001年10月27日第九届全国人民代表大会常务委员会"
        r"第二十四次会议《关于修改\<中华人民共和国商标法\>的决定》第二次修正　根据2013年8月30日第十二届全国人民代表大会常务委员会"
        r"第四次会议《关于修改\<中华人民共和国商标法\>的决定》第三次修正）", 12605,
        {12400: "和复审事项，收受当事人财物，牟取不正当利益，构成犯罪的，依法追究刑事责任；尚不构成犯罪的，依法给予处分。"}),
    "中华人民共和国公司法（2013）": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY3NmFiYjA3MGQ%3D", "caeeadfa11ea4584aa1288f98ca29263", "e85fa0751a2443a1982482c985cde2b8",
        r"> （1993年12月29日第八届全国人民代表大会常务委员会第五次会议通过　根据1999年12月25日第九届全国人民代表大会常务委员会"
        r"第十三次会议《关于修改\<中华人民共和国公司法\>的决定》第一次修正　根据2004年8月28日第十届全国人民代表大会常务委员会"
        r"第十一次会议《关于修改\<中华人民共和国公司法\>的决定》第二次修正　2005年10月27日第十届全国人民代表大会常务委员会"
        r"第十八次会议修订　根据2013年12月28日第十二届全国人民代表大会常务委员会第六次会议《关于修改\<中华人民共和国海洋环境保护法\>"
        r"等七部法律的决定》第三次修正）", 28045,
        {16000: "职工通过职工代表大会、职工大会或者其他形式民主选举产生。\n\n　　监事会设主席一人，可以设副主席。"}),
    "中华人民共和国行政处罚法（2017）": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY4NmZhOTBhN2Q%3D", "676e78884ed4438289deece1d503ef3b", "611b4cdef7d44d51bb625ffad05a4d5e",
        r"> （1996年3月17日第八届全国人民代表大会第四次会议通过　根据2009年8月27日第十一届全国人民代表大会常务委员会"
        r"第十次会议《关于修改部分法律的决定》第一次修正　根据2017年9月1日第十二届全国人民代表大会常务委员会第二十九次会议"
        r"《关于修改\<中华人民共和国法官法\>等八部法律的决定》第二次修正）", 8061,
        {7800: "守，对应当予以制止和处罚的违法行为不予制止、处罚，致使公民、法人或者其他组织的合法权益、公共利益和社会秩序遭受损害的"}),
    "中华人民共和国食品安全法（2018）": (
        "ZmY4MDgwODE2ZjEzNWY0NjAxNmYyMTBjMDlmYTE3YTk%3D", "4c7a347b103c4263bf0755ed24139a80", "ee9b3a453c564b56912180ac903be78c",
        "> （2009年2月28日第十一届全国人民代表大会常务委员会第七次会议通过　2015年4月24日第十二届全国人民代表大会常务委员会"
        "第十四次会议修订　根据2018年12月29日第十三届全国人民代表大会常务委员会第七次会议《关于修改〈中华人民共和国产品质量法〉"
        "等五部法律的决定》修正）", 31641,
        {16000: "机构与初检机构不得为同一机构。复检机构名录由国务院认证认可监督管理、食品安全监督管理、卫生行政、农业行政等部门共同公布。"}),
    "中华人民共和国食品安全法（2015）": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY3ODUyNzA3NzE%3D", "ba69d2b008734d3690cf7ccd6f8d7699", "0ff1cfa149174b0599286ab9651aefee",
        "> （2009年2月28日第十一届全国人民代表大会常务委员会第七次会议通过　2015年4月24日第十二届全国人民代表大会常务委员会"
        "第十四次会议修订）", 31677,
        {16000: "督管理、卫生行政、农业行政等部门共同公布。\n\n　　采用国家规定的快速检测方法对食用农产品进行抽查检测"}),
    "中华人民共和国食品安全法（2025）": (
        "N2I1YTc2ZDA0NjE3NDVhMDhkM2Y5NjQ5MTZiODdlZjM%3D", "", "",
        "（2009年2月28日第十一届全国人民代表大会常务委员会第七次会议通过　2015年4月24日第十二届全国人民代表大会常务委员会"
        "第十四次会议修订　根据2018年12月29日第十三届全国人民代表大会常务委员会第七次会议《关于修改〈中华人民共和国产品质量法〉"
        "等五部法律的决定》第一次修正　根据2021年4月29日第十三届全国人民代表大会常务委员会第二十八次会议《关于修改〈中华人民共和国"
        "道路交通安全法〉等八部法律的决定》第二次修正　根据2025年9月12日第十四届全国人民代表大会常务委员会第十七次会议《关于修改"
        "〈中华人民共和国食品安全法〉的决定》第三次修正）", 31713, {16000: "八十八条　对依照本法规定实施的检验结论有异议的"}),
    "中华人民共和国产品质量法（2009）": (
        "MmM5MDlmZGQ2NzhiZjE3OTAxNjc4YmY2ZmMwNTA1MTk%3D", "0ca14becd3f4435883d2522556d37719", "57146947753040ffad712968e486aa55",
        r"> （1993年2月22日第七届全国人民代表大会常务委员会第三十次会议通过　根据2000年7月8日第九届全国人民代表大会常务委员会"
        r"第十六次会议《关于修改\<中华人民共和国产品质量法\>的决定》第一次修正　根据2009年8月27日第十一届全国人民代表大会"
        r"常务委员会第十次会议《关于修改部分法律的决定》第二次修正）", 9403,
        {9200: "取其他方式处理。\n\n　　第七十二条　本法第四十九条至第五十四条、第六十二条、第六十三条所规定的货值金额"}),
}
# 著作权法（2010）, 专利法（2008）, 商标法（2013）, 行政处罚法（2017） and 产品质量法（2009） each fit in one page of
# the reader; the offset given is where the reader, asked to start there, began its text.
# 劳动法（2009） and 社会保险法（2010） each fit in one page of the reader; the offsets given are where
# the reader, asked to start there, began its text.
# The source's own irregularities, kept as they are: three items of 民法总则 第一百九十六条 are not
# indented (a conversion artefact of the mirror), and 合同法's table of contents lists no 节.
UNINDENTED = {"1.  请求停止侵害、排除妨碍、消除危险；", "（二）不动产物权和登记的动产物权的权利人请求返还财产；",
              "（三）请求支付抚养费、赡养费或者扶养费；"}
TOC_WITHOUT_SECTIONS = {"中华人民共和国合同法"}
# 产品质量法（2009）'s table of contents indents its two 节 like the chapters (two spaces, not four).
TOC_SECTIONS_AS_CHAPTERS = {"中华人民共和国产品质量法（2009）"}
# Paragraphs the source indents by one ideographic space instead of two (著作权法（2010） 第十条第三款,
# 商标法（2013） 第七条第二款, 食品安全法（2018） 第三十三条's opening), kept as they are.
HALF_INDENTED = {"第三十三条　食品生产经营应当符合食品安全标准，并符合下列要求：", "著作权人可以全部或者部分转让本条第一款第（五）项至第（十七）项规定的权利，并依照约定或者本法有关规定获得报酬。",
                 "商标使用人应当对其使用商标的商品质量负责。各级工商行政管理部门应当通过商标管理，制止欺骗消费者的行为。"}
# Files the database published later lay everything flush left (most carry no download links; 消防法 keeps them).
FLUSH_LEFT = {"中华人民共和国治安管理处罚法（2025）", "中华人民共和国仲裁法（2025）", "中华人民共和国食品安全法（2025）",
              "中华人民共和国消防法"}
# A judicial interpretation's file is flush left too but keeps its download links (under sfjs/, not flfg/),
# has no table of contents, and opens with the court's 公告 and the document's own heading lines instead
# of a header line: the source's opening, from after "# title" up to the preamble, is given whole here.
# Its sections (一、关于主体责任的认定 …) are plain paragraphs in the source, headings in the transcription.
OPENINGS = {"最高人民法院关于审理道路交通事故损害赔偿案件适用法律若干问题的解释": (
    "https://wb.flk.npc.gov.cn/sfjs/",
    "中华人民共和国最高人民法院\n\n公 告\n\n最高人民法院《关于审理道路交通事故损害赔偿案件适用法律若干问题的解释》已于"
    "2012年9月17日由最高人民法院审判委员会第1556次会议通过，现予公布，自2012年12月21日起施行。\n\n2012年11月27日\n\n"
    "最高人民法院\n\n关于审理道路交通事故损害赔偿案件适用\n\n法律若干问题的解释\n\n法释〔2012〕19号\n\n"
    "（2012年9月17日最高人民法院审判委员会第1556次会议通过　2012年11月27日最高人民法院公告公布　"
    "自2012年12月21日起施行）\n\n"),
    "最高人民法院关于审理银行卡民事纠纷案件若干问题的规定": (
        "https://wb.flk.npc.gov.cn/sfjs/",
        "最高人民法院关于审理\n\n银行卡民事纠纷案件若干问题的规定\n\n法释〔2021〕10号\n\n"
        "> （2019年12月2日最高人民法院审判委员会第1785次会议通过，自2021年5月25日起施行）\n\n"),
    "最高人民法院关于审理民事案件适用诉讼时效制度若干问题的规定": (
        "https://wb.flk.npc.gov.cn/sfjs/",
        "中华人民共和国最高人民法院\n\n公 告\n\n最高人民法院《关于审理民事案件适用诉讼时效制度若干问题的规定》已于"
        "2008年8月11日由最高人民法院审判委员会第1450次会议通过，现予公布，自2008年9月1日起施行。\n\n2008年8月21日\n\n"
        "最高人民法院\n\n关于审理民事案件适用诉讼\n\n时效制度若干问题的规定\n\n法释〔2008〕11号\n\n"
        "（2008年8月11日最高人民法院审判委员会第1450次会议通过　2008年8月21日最高人民法院公告公布　"
        "自2008年9月1日起施行）\n\n"),
    "最高人民法院关于审理民事案件适用诉讼时效制度若干问题的规定（2020）": (
        "https://wb.flk.npc.gov.cn/sfjs/",
        "最高人民法院\n关于审理民事案件适用诉讼时效制度\n若干问题的规定\n\n"
        "（2008年8月11日最高人民法院审判委员会第1450次会议通过，根据2020年12月23日最高人民法院审判委员会第1823次会议通过的"
        "《最高人民法院关于修改〈最高人民法院关于在民事审判工作中适用《中华人民共和国工会法》若干问题的解释〉"
        "等二十七件民事类司法解释的决定》修正）\n\n"),
    "最高人民法院关于审理商品房买卖合同纠纷案件适用法律若干问题的解释": (
        "https://wb.flk.npc.gov.cn/sfjs/",
        "最高人民法院\n关于审理商品房买卖合同纠纷案件适用法律\n若干问题的解释\n\n"
        "（2003年3月24日最高人民法院审判委员会第1267次会议通过，根据2020年12月23日最高人民法院审判委员会第1823次会议通过的"
        "《最高人民法院关于修改〈最高人民法院关于在民事审判工作中适用《中华人民共和国工会法》若干问题的解释〉"
        "等二十七件民事类司法解释的决定》修正）\n\n"),
    # a regulation the database published later: flush left, no table of contents, no download links; the title again
    # and the header line open it
    "快递暂行条例（2025）": (
        FLK, "快递暂行条例\n\n" + SOURCE_FACTS["快递暂行条例（2025）"][3] + "\n\n")}
# Download links that do not follow the database's usual pattern (a Word file only; a .doc with an HTML copy), as the
# source has them: (word, html, pdf).
LINKS = {
    "最高人民法院关于审理银行卡民事纠纷案件若干问题的规定": (
        "https://wb.flk.npc.gov.cn/sfjs/WORD/13523e4a106048ba90ec9da3afb413ab.docx", "", ""),
    "最高人民法院关于审理民事案件适用诉讼时效制度若干问题的规定（2020）": (
        "https://wb.flk.npc.gov.cn/sfjs/WORD/f074621e8abd4e3d808287660a3b57d3.doc",
        "https://wb.flk.npc.gov.cn/sfjs/texthtml/e9edfd23153a419aa4a252e00871cc7a.html",
        "https://wb.flk.npc.gov.cn/sfjs/PDF/83f10da1245e46f2a3823460792ede32.pdf"),
    "最高人民法院关于审理商品房买卖合同纠纷案件适用法律若干问题的解释": (
        "https://wb.flk.npc.gov.cn/sfjs/WORD/38e431befd6446079b840993711d6ced.doc",
        "https://wb.flk.npc.gov.cn/sfjs/texthtml/0c342bc0b23b4523b1619d9d1bcc1bb7.html",
        "https://wb.flk.npc.gov.cn/sfjs/PDF/e8ca80bdd8444bc984f22f8a72d9ee02.pdf")}
# 商品房买卖合同解释's and the 2020 诉讼时效规定's sources put their paragraphs on consecutive lines (no blank line between
# them) and end with a page-number field of the Word file ("PAGE  ", "126"), which is no part of their last article; the
# transcription leaves it out.
LINE_BY_LINE = {"最高人民法院关于审理商品房买卖合同纠纷案件适用法律若干问题的解释": "PAGE  \n126\n",
                "最高人民法院关于审理民事案件适用诉讼时效制度若干问题的规定（2020）": "PAGE  \n126\n"}
# The mirror's conversion marked a few characters of 民事诉讼法 (2017) and 专利法 (2008) as `[交受]{.mark}`; the
# transcription and the corpus hold the plain characters, and each marked passage is put back here (it must occur once).
MARKED = {"中华人民共和国民事诉讼法（2017）": (
    "必须立即[交受]{.mark}送达人签收", "并按照规定[交]{.mark}纳其他诉讼费用", "判决认定财产[无主后]{.mark}，原财产所有人",
    "可以[交下]{.mark}一级人民法院再审，但[经该下]{.mark}一级人民法院再审的除外", "裁定中止对该标[的的]{.mark}执行",
    "委托中华人民共和国[驻受]{.mark}送达人所在国", "当事人在合同[中订]{.mark}有仲裁条款或者事后达成"),
    "中华人民共和国专利法（2008）": ("其实施[限于]{.mark}公共利益的目的", "或者已经[作好]{.mark}制造、使用的必要准备")}
MARK = re.compile(r"\[([^\]]*)\]\{\.mark\}")
# 刑事诉讼法 (2012)'s table of contents lays its 编 and 附则 flush left, all but 第四编 (which has no 章); the
# text breaks one chapter heading over two paragraphs. The transcription holds the heading whole.
TOC_FLUSH = {"中华人民共和国刑事诉讼法（2012）": {
    "第一编　总则", "第二编　立案、侦查和提起公诉", "第三编　审判", "第五编　特别程序", "附则"}}
BROKEN_HEADINGS = {"中华人民共和国刑事诉讼法（2012）": {
    "第三章　犯罪嫌疑人、被告人逃匿、死亡案件违法所得的没收程序": "第三章　犯罪嫌疑人、被告人逃匿、死亡案件\n\n违法所得的没收程序"}}


@cache
def shipped() -> list[StatuteVersion]:
    return load_corpus([CORPUS])


def source_layout(name: str) -> str:
    """The transcription laid out as the source file is."""
    ident, word, pdf, header, _, _ = SOURCE_FACTS[name]
    flush = name in FLUSH_LEFT or name in OPENINGS
    flk, opening = OPENINGS.get(name, (FLK, None))
    indent, section_indent = ("", "") if flush else ("　　", "　　" if name in TOC_SECTIONS_AS_CHAPTERS else "　　　　")
    front, body = (SOURCES / f"{name}.md").read_text(encoding="utf-8").split("\n---\n", 1)
    fields = dict(line.split(": ", 1) for line in front.split("\n")[1:])
    title = fields["title"].strip('"')
    word_url, html_url, pdf_url = LINKS.get(name) or (("", "", "") if not word else (
        f"{flk}WORD/{word}.docx", "", f"{flk}PDF/{pdf}.pdf"))
    links = (f'download_link_word: "{word_url}"', f'download_link_html: "{html_url}"', f'download_link_pdf: "{pdf_url}"')
    front_matter = ["---", f'id: "{ident}"', *(f"{field}: {fields[field]}" for field in (
        "title", "office", "publish", "effective_date", "type", "status", "url")), *links, "---"]
    contents, paragraphs = [], []
    for block in body.split("<!-- INFO END -->", 1)[1].strip("\n").split("\n\n"):
        if block.startswith("#"):
            heading = block.lstrip("#").strip()
            if not (block.startswith("###") and name in TOC_WITHOUT_SECTIONS):
                toc_indent = "" if heading in TOC_FLUSH.get(name, ()) else indent
                contents.append((section_indent if block.startswith("###") else toc_indent) + heading)
            paragraphs.append(BROKEN_HEADINGS.get(name, {}).get(heading, heading))
        else:
            paragraphs.append(block if flush or block in UNINDENTED else "　" + block if block in HALF_INDENTED else indent + block)
    if opening is not None:
        joint, ending = ("\n", "\n" + LINE_BY_LINE[name]) if name in LINE_BY_LINE else ("\n\n", "\n")
        rebuilt = "\n".join(front_matter) + f"\n\n# {title}\n\n{opening}" + joint.join(paragraphs) + ending
    else:
        rebuilt = ("\n".join(front_matter) + f"\n\n# {title}\n\n{title}\n\n{header}\n\n目　　录\n\n"
                   + "\n\n".join(contents) + "\n\n" + "\n\n".join(paragraphs) + "\n")
    for marked in MARKED.get(name, ()):
        plain = MARK.sub(r"\1", marked)
        assert rebuilt.count(plain) == 1, plain
        rebuilt = rebuilt.replace(plain, marked)
    return rebuilt


@pytest.mark.parametrize("title", sorted(SOURCE_FACTS))
def test_a_transcription_has_the_source_files_length_and_page_starts(title: str) -> None:
    rebuilt = source_layout(title)
    *_, length, pages = SOURCE_FACTS[title]
    assert len(rebuilt) == length
    for offset, text in pages.items():
        assert rebuilt[offset:offset + len(text)] == text


@pytest.mark.parametrize(
    ("law", "articles", "window"),
    [
        ("中华人民共和国合同法", 428, ("1999-10-01", "2020-12-31")),
        ("中华人民共和国婚姻法", 51, ("2001-04-28", "2020-12-31")),  # the 2001 amended text; 1981-2001 is not held
        ("中华人民共和国侵权责任法", 92, ("2010-07-01", "2020-12-31")),
        ("中华人民共和国物权法", 247, ("2007-10-01", "2020-12-31")),
        ("中华人民共和国民法总则", 206, ("2017-10-01", "2020-12-31")),
        ("中华人民共和国民法通则", 156, ("2009-08-27", "2020-12-31")),  # the 2009 amended text
        ("中华人民共和国担保法", 96, ("1995-10-01", "2020-12-31")),
    ],
)
def test_each_civil_law_민法典_replaced_ends_the_day_before_it(law: str, articles: int, window: tuple[str, str]) -> None:
    records = [r for r in shipped() if r.law == law]
    assert len(records) == articles
    assert {(r.valid_from, r.valid_to) for r in records} == {window}
    assert {r.text_provenance for r in records} == {"verbatim_transcribed"}
    assert all(r.source.startswith("whthomas/china-laws@fa86d98a26502edaee672da065c3f3d895aef629:markdown/法律/")
               for r in records)


# The articles whose 2009/2010 wording differs from the held 2018 text. The 2018 决定 (劳动法: 关于修改
# 《中华人民共和国劳动法》等七部法律的决定; 社会保险法: 关于修改《中华人民共和国社会保险法》的决定) changed
# the first set; the second differs only in writing: a line break the pinned LawRefBook 2018 file puts
# mid-sentence (劳动法 第三十七、八十九条). A half-width ':' in the 2009/2010 source where the 2018 text
# has '：' (劳动法 第十八条 and 22 more) is no difference (`index.lawrefbook.same_wording`): one record.
LABOUR_2018 = {
    "中华人民共和国劳动法": ("2009-08-27", 107, {15: ("履行审批手续", "必须遵守国家有关规定"), 69: ("经过政府批准", "由经备案的"),
                                             94: ("工商行政管理部门", "市场监督管理部门")},
                          {37, 89}),
    "中华人民共和国社会保险法": ("2011-07-01", 98, {57: ("工商行政管理部门", "市场监督管理部门"), 64: ("，分账核算，执行", "合并建账及核算"),
                                              66: ("预算。社会保险基金预算", "预算合并编制")},
                             set()),
}


@pytest.mark.parametrize("law", sorted(LABOUR_2018))
def test_the_earlier_labour_texts_run_on_into_the_2018_ones(law: str) -> None:
    start, articles, amended, written_apart = LABOUR_2018[law]
    records = [r for r in shipped() if r.law == law]
    for article in range(1, articles + 1):
        windows = sorted((r.valid_from, r.valid_to) for r in records if (r.article, r.article_sub) == (article, 0))
        two = article in amended or article in written_apart
        assert windows == ([(start, "2018-12-28"), ("2018-12-29", None)] if two else [(start, None)]), article
    assert len(records) == articles + len(amended) + len(written_apart)
    earlier = {r.article: r for r in records if r.valid_to == "2018-12-28"}
    later = {r.article: r for r in records if r.valid_from == "2018-12-29"}
    assert {r.text_provenance for r in earlier.values()} == {"verbatim_transcribed"}
    assert {r.text_provenance for r in later.values()} == {"verbatim"}
    merged = [r for r in records if (r.valid_from, r.valid_to) == (start, None)]
    assert all(r.source.startswith("whthomas/china-laws@") and " ; LawRefBook/Laws@" in r.source for r in merged)
    for article, (old, new) in amended.items():
        assert old in earlier[article].text and old not in later[article].text
        assert new in later[article].text and new not in earlier[article].text
    plain = lambda text: text.replace(":", "：").replace("\n", "")  # noqa: E731
    for article in written_apart:
        assert plain(earlier[article].text) == plain(later[article].text)
def in_force(law: str, day: str) -> list[StatuteVersion]:
    return [r for r in shipped() if r.law == law and r.valid_from <= day and (r.valid_to is None or day <= r.valid_to)]


@pytest.mark.parametrize(
    ("law", "day", "articles", "transcribed"),
    [
        ("中华人民共和国民事诉讼法", "2012-12-31", 0, 0),  # the 2007 text is not held
        ("中华人民共和国民事诉讼法", "2013-01-01", 283, 269),  # the 2012 text: every article but 第五十五条
        ("中华人民共和国民事诉讼法", "2017-06-30", 283, 269),
        ("中华人民共和国民事诉讼法", "2017-07-01", 284, 270),  # the 2017 text
        ("中华人民共和国民事诉讼法", "2021-12-31", 284, 270),
        ("中华人民共和国民事诉讼法", "2022-01-01", 291, 0),  # LawRefBook's 2021 text
        ("中华人民共和国民事诉讼法", "2024-01-01", 306, 0),  # and its 2023 text
        ("中华人民共和国刑事诉讼法", "2012-12-31", 0, 0),  # the 1996 text is not held
        ("中华人民共和国刑事诉讼法", "2013-01-01", 290, 276),  # the 2012 text
        ("中华人民共和国刑事诉讼法", "2018-10-25", 290, 276),
        ("中华人民共和国刑事诉讼法", "2018-10-26", 308, 0),  # LawRefBook's 2018 text
    ],
)
def test_procedure_law_articles_in_force_on_each_side_of_its_amendments(
        law: str, day: str, articles: int, transcribed: int) -> None:
    """The next amendment inserted an article (民诉 2021: 第十六条, 刑诉 2018: 第十五条), so only the articles
    before it kept their numbers; those it left worded alike (民诉 1-15 but 第十三条, 刑诉 1-14) are one
    record each from 2013-01-01, attested by LawRefBook too."""
    records = in_force(law, day)
    assert len(records) == articles
    assert len({(r.article, r.article_sub) for r in records}) == articles
    assert sum(r.text_provenance == "verbatim_transcribed" for r in records) == transcribed


def test_the_2017_决定_added_only_民事诉讼法_第五十五条_second_paragraph() -> None:
    """The 2012 text is read from the 2017 file without 第五十五条, which is held from 2017-07-01 only."""
    law = "中华人民共和国民事诉讼法"
    article_55 = [r for r in shipped() if r.law == law and r.article == 55 and r.valid_from < "2022-01-01"]
    assert [(r.valid_from, r.valid_to, r.version) for r in article_55] == [("2017-07-01", "2021-12-31", "2017修正")]
    assert article_55[0].text.split("\n")[1].startswith("人民检察院在履行职责中发现破坏生态环境和资源保护")
    service = next(r for r in in_force(law, "2015-01-01") if r.article == 91)  # the source marks [交受]{.mark}
    assert (service.valid_from, service.valid_to) == ("2013-01-01", "2021-12-31")
    assert "必须立即交受送达人签收" in service.text and "{.mark}" not in service.text
    assert {r.source for r in in_force(law, "2015-01-01") if r.article > 15} == {
        "whthomas/china-laws@fa86d98a26502edaee672da065c3f3d895aef629:markdown/法律/中华人民共和国民事诉讼法（2017）.md"}


def test_the_2011_traffic_law_runs_on_into_the_2021_text() -> None:
    """The 2021 决定 rewrote only 第二十条 of 道路交通安全法 (驾驶培训: 资格管理 -> 备案管理); 第一百一十九条 is written
    apart only: the database's 2011 text quotes its terms with '"' and writes a half-width ':', the pinned
    LawRefBook 2021 file “…” and '：'. Every other article is one record from 2011-05-01."""
    records = [r for r in shipped() if r.law == "中华人民共和国道路交通安全法"]
    apart = {20: ("资格管理", "备案管理"), 119: ('"道路"', "“道路”")}
    for article in range(1, 125):
        mine = sorted((r for r in records if (r.article, r.article_sub) == (article, 0)), key=lambda r: r.valid_from)
        if article in apart:
            assert [(r.valid_from, r.valid_to) for r in mine] == [("2011-05-01", "2021-04-28"), ("2021-04-29", None)]
            assert apart[article][0] in mine[0].text and apart[article][1] in mine[1].text
            assert mine[0].text_provenance == "verbatim_transcribed"
        else:
            assert [(r.valid_from, r.valid_to) for r in mine] == [("2011-05-01", None)], article
    assert len(records) == 126
    hit_and_run = next(r for r in records if r.article == 75)
    assert "由道路交通事故社会救助基金先行垫付" in hit_and_run.text and hit_and_run.valid_on(date(2020, 6, 1), date(2020, 6, 1))


def test_the_2012_traffic_accident_interpretation_ends_when_the_2020_one_begins() -> None:
    law = "最高人民法院关于审理道路交通事故损害赔偿案件适用法律若干问题的解释"
    old = [r for r in shipped() if r.law == law and r.valid_from == "2012-12-21"]
    assert len(old) == 29
    assert {(r.valid_to, r.version, r.text_provenance) for r in old} == {("2020-12-31", "2012", "verbatim_transcribed")}
    assert {r.valid_from for r in shipped() if r.law == law} == {"2012-12-21", "2021-01-01"}
    assert "侵权责任法第四十九条" in next(r.text for r in old if r.article == 1)


# The IP laws' earlier texts, each ending the day before the held LawRefBook text takes effect:
# (articles in the source, its window, the LawRefBook text's first day)
IP_TEXTS = {
    "中华人民共和国著作权法": (61, ("2010-04-01", "2021-05-31"), "2021-06-01"),  # the 2010 text; the 2020 one from 2021-06-01
    "中华人民共和国专利法": (76, ("2009-10-01", "2021-05-31"), "2021-06-01"),  # the 2008 text; the 2020 one from 2021-06-01
    "中华人民共和国商标法": (73, ("2014-05-01", "2019-10-31"), "2019-11-01"),  # the 2013 text; the 2019 one from 2019-11-01
}


@pytest.mark.parametrize("law", sorted(IP_TEXTS))
def test_the_earlier_ip_texts_end_the_day_before_the_held_ones(law: str) -> None:
    articles, (start, end), next_start = IP_TEXTS[law]
    assert in_force(law, (date.fromisoformat(start) - timedelta(days=1)).isoformat()) == []  # earlier texts not held
    for day in (start, end):
        records = in_force(law, day)
        assert sorted((r.article, r.article_sub) for r in records) == [(n, 0) for n in range(1, articles + 1)], day
        assert {r.valid_from for r in records} == {start}
        assert all(r.source.startswith("whthomas/china-laws@fa86d98a26502edaee672da065c3f3d895aef629:markdown/法律/")
                   for r in records)
    assert {r.valid_from for r in in_force(law, next_start)} >= {next_start}
    assert all(r.valid_to is None or r.valid_to >= next_start for r in in_force(law, next_start))


def test_the_2013_trademark_law_runs_on_into_the_2019_text() -> None:
    """The 2019 决定 (关于修改《中华人民共和国建筑法》等八部法律的决定) changed 商标法 第四、十九、三十三、四十四、
    六十三、六十八条 (恶意注册); 第九、十、十四条 are written apart only: the database's 2013 text quotes with '"'
    ("注册商标", "红十字", "驰名商标"), the pinned LawRefBook 2019 file with “…”. Every other article is one record
    from 2014-05-01."""
    records = [r for r in shipped() if r.law == "中华人民共和国商标法"]
    amended = {4: "不以使用为目的的恶意商标注册申请", 19: "第四条、第十五条和第三十二条", 33: "第四条、第十条",
               44: "第四条、第十条", 63: "一倍以上五倍以下", 68: "对恶意申请商标注册的"}
    apart = {9: '"注册商标"', 10: '"红十字"', 14: '"驰名商标"'}
    for article in range(1, 74):
        mine = sorted((r for r in records if (r.article, r.article_sub) == (article, 0)), key=lambda r: r.valid_from)
        if article in amended or article in apart:
            assert [(r.valid_from, r.valid_to) for r in mine] == [("2014-05-01", "2019-10-31"), ("2019-11-01", None)]
            assert mine[0].text_provenance == "verbatim_transcribed" and mine[0].version == "2013修正"
            if article in amended:
                assert amended[article] in mine[1].text and amended[article] not in mine[0].text
            else:
                assert apart[article] in mine[0].text
                assert mine[0].text.replace('"', "").replace(":", "：") == \
                    mine[1].text.replace("“", "").replace("”", "").replace(":", "：")
        else:
            assert [(r.valid_from, r.valid_to) for r in mine] == [("2014-05-01", None)], article
    assert len(records) == 73 + len(amended) + len(apart)
    damages = next(r for r in records if r.article == 63 and r.valid_to == "2019-10-31")
    assert "一倍以上三倍以下" in damages.text and "三百万元以下的赔偿" in damages.text


def test_the_2010_copyright_law_and_2008_patent_law_hold_their_own_wording() -> None:
    """Cases from before 2021-06-01 are answered from the earlier texts: 著作权法 第四十九条 (五十万元以下),
    专利法 第六十五条 (一万元以上一百万元以下), 专利法 第五十二条 as marked in the source ([限于]{.mark})."""
    [copyright_49] = [r for r in in_force("中华人民共和国著作权法", "2015-06-01") if r.article == 49]
    assert "判决给予五十万元以下的赔偿" in copyright_49.text and copyright_49.version == "2010修正"
    [patent_65] = [r for r in in_force("中华人民共和国专利法", "2015-06-01") if r.article == 65]
    assert "确定给予一万元以上一百万元以下的赔偿" in patent_65.text and patent_65.version == "2008修正"
    [patent_52] = [r for r in in_force("中华人民共和国专利法", "2015-06-01") if r.article == 52]
    assert "其实施限于公共利益的目的" in patent_52.text and "{.mark}" not in patent_52.text


def test_the_2013_company_law_runs_on_into_the_2018_text() -> None:
    """The 2018 决定 (关于修改《中华人民共和国公司法》的决定) rewrote only 第一百四十二条 (股份回购: 员工持股计划,
    可转换公司债券, 上市公司 维护公司价值); the other 217 articles of the 2013 text (218 in the source) read the same and are
    one record each from 2014-03-01 to 2024-06-30, when the 2023 revision (266 articles) takes over."""
    law = "中华人民共和国公司法"
    assert in_force(law, "2014-02-28") == []  # the 2005 text is not held
    for day in ("2014-03-01", "2018-10-25"):
        records = in_force(law, day)
        assert sorted(r.article for r in records) == list(range(1, 219))
        assert {r.valid_from for r in records} == {"2014-03-01"}
    buyback = sorted((r for r in shipped() if r.law == law and r.article == 142 and r.valid_from < "2024-07-01"),
                     key=lambda r: r.valid_from)
    assert [(r.valid_from, r.valid_to, r.version) for r in buyback] == [
        ("2014-03-01", "2018-10-25", "2013修正"), ("2018-10-26", "2024-06-30", "2018修正")]
    assert "将股份奖励给本公司职工" in buyback[0].text and "员工持股计划" in buyback[1].text
    assert buyback[0].text_provenance == "verbatim_transcribed"
    others = [r for r in in_force(law, "2018-10-26") if r.article != 142]
    assert len(others) == 217 and {(r.valid_from, r.valid_to) for r in others} == {("2014-03-01", "2024-06-30")}
    assert all(" ; LawRefBook/Laws@" in r.source for r in others)  # attested by the 2018 file too
    assert len(in_force(law, "2024-07-01")) == 266


def test_the_2017_administrative_penalty_law_ends_the_day_before_the_2021_revision() -> None:
    """The 2017 text (the 2009 and 1996 ones are not held) from its 2018-01-01 to 2021-07-14; the 2021 revision
    renumbered the law (86 articles), and only 第一条 reads the same."""
    law = "中华人民共和国行政处罚法"
    assert in_force(law, "2017-12-31") == []
    for day in ("2018-01-01", "2021-07-14"):
        records = in_force(law, day)
        assert sorted((r.article, r.article_sub) for r in records) == [(n, 0) for n in range(1, 65)], day
        assert {(r.valid_from, r.version) for r in records} == {("2018-01-01", "2017修正")}
    later = in_force(law, "2021-07-15")
    assert len(later) == 86 and {r.valid_from for r in later if r.article != 1} == {"2021-07-15"}
    [limit] = [r for r in in_force(law, "2019-06-01") if r.article == 29]
    assert "违法行为在二年内未被发现的" in limit.text and limit.text_provenance == "verbatim_transcribed"
    [audit] = [r for r in in_force(law, "2019-06-01") if r.article == 38]
    assert "国家统一法律职业资格考试" in audit.text  # the 2017 决定's addition


def test_the_food_safety_law_holds_its_2015_2018_2021_and_2025_texts() -> None:
    """2015 revision from 2015-10-01 (the 2009 original is not held); the 2018 决定 renamed the departments
    (食品药品监督管理 -> 食品安全监督管理) in 68 articles from 2018-12-29; the 2021 决定 rewrote 第三十五条 from
    2021-04-29; the 2025 决定 added the bulk transport of liquid foods (第四十一、一百三十二条) and formula liquid milk
    (第八十一、八十二、一百二十四条) from 2025-12-01. 第七十、七十八条 quote with '"' in the database's 2015/2018
    texts and “” in LawRefBook's 2021 file. An expired food's ten-fold damages (第一百四十八条) hold on every day."""
    law = "中华人民共和国食品安全法"
    assert in_force(law, "2015-09-30") == []
    for day, version in (("2015-10-01", "2015修订"), ("2018-12-28", "2015修订"), ("2018-12-29", "2018修正"),
                         ("2021-04-28", "2018修正"), ("2021-04-29", "2021修正"), ("2026-06-01", "2021修正")):
        records = in_force(law, day)
        assert sorted(r.article for r in records) == list(range(1, 155)), day
        assert {r.version for r in records if r.article == 35} == {version}, day
    licence = sorted((r for r in shipped() if r.law == law and r.article == 35), key=lambda r: r.valid_from)
    assert [(r.valid_from, r.valid_to) for r in licence] == [
        ("2015-10-01", "2018-12-28"), ("2018-12-29", "2021-04-28"), ("2021-04-29", None)]
    assert "食品药品监督管理部门" in licence[0].text and "食品安全监督管理部门" in licence[1].text
    assert "仅销售预包装食品" in licence[2].text and "仅销售预包装食品" not in licence[1].text
    [damages] = [r for r in in_force(law, "2016-06-01") if r.article == 148]
    assert damages.valid_from == "2015-10-01" and "价款十倍或者损失三倍的赔偿金" in damages.text
    assert [r for r in in_force(law, "2026-06-01") if r.article == 148] == [damages]
    renamed = {r.article for r in shipped() if r.law == law and r.valid_to == "2018-12-28"}
    assert len(renamed) == 68 and {5, 41, 121, 152} <= renamed and 148 not in renamed
    amended = {r.article: r for r in in_force(law, "2025-12-01") if r.valid_from == "2025-12-01"}
    assert sorted(amended) == [41, 81, 82, 124, 132]
    assert "准运证" in amended[41].text and "婴幼儿配方液态乳" in amended[81].text
    assert all("准运证" not in r.text for r in in_force(law, "2025-11-30"))


def test_the_2009_product_quality_law_ends_the_day_before_the_2018_text() -> None:
    """The 2009 text (2000 and 1993 not held) from 2009-08-27; the 2018 决定 put 市场监督管理部门 for
    产品质量监督部门/工商行政管理部门 in 18 articles; the other 56 run on as one record each."""
    law = "中华人民共和国产品质量法"
    assert in_force(law, "2009-08-26") == []
    for day in ("2009-08-27", "2018-12-28", "2018-12-29"):
        assert sorted(r.article for r in in_force(law, day)) == list(range(1, 75)), day
    earlier = {r.article: r for r in shipped() if r.law == law and r.valid_to == "2018-12-28"}
    assert len(earlier) == 18 and {8, 40, 70} <= set(earlier)
    assert "工商行政管理部门决定" in earlier[70].text and earlier[70].text_provenance == "verbatim_transcribed"
    run_on = [r for r in in_force(law, "2018-12-29") if r.valid_from == "2009-08-27"]
    assert len(run_on) == 56 and all(" ; LawRefBook/Laws@" in r.source for r in run_on)


def test_the_limitation_provisions_2008_text_gives_way_to_the_2020_one() -> None:
    """A debt with no agreed due day: 2008's 第六条 (citing 合同法) governs a 2019 loan, the 2020 text's 第四条 (citing
    民法典) one of 2022; 第一条 reads alike in both and is one record from 2008-09-01."""
    law = "最高人民法院关于审理民事案件适用诉讼时效制度若干问题的规定"
    in_2019 = {r.article: r for r in in_force(law, "2019-06-01")}
    in_2022 = {r.article: r for r in in_force(law, "2022-06-01")}
    assert (len(in_2019), len(in_2022)) == (24, 21)
    assert in_2019[6].text.startswith("未约定履行期限的合同，依照合同法第六十一条")
    assert in_2022[4].text.startswith("未约定履行期限的合同，依照民法典第五百一十条")
    assert in_2019[1] is in_2022[1] and (in_2019[1].valid_from, in_2019[1].valid_to) == ("2008-09-01", None)
    assert in_force(law, "2008-08-31") == []
    assert {r.text_provenance for r in in_2019.values()} == {"verbatim_transcribed"}
