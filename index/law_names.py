"""Law names: every document the corpus holds with its aliases, and well-known laws it lacks.

A table of its own so that loading, retrieval and the agent's wording all agree on one canonical
spelling, and so a question about a law outside the corpus (收养法, 证券法 …) is recognised and
answered with an honest "not covered" instead of the nearest corpus law.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from index.common.text import HAN

CRIMINAL_LAW = "中华人民共和国刑法"
CIVIL_CODE = "中华人民共和国民法典"
COMPANY_LAW = "中华人民共和国公司法"
CIVIL_PROCEDURE_LAW = "中华人民共和国民事诉讼法"
CRIMINAL_PROCEDURE_LAW = "中华人民共和国刑事诉讼法"
INHERITANCE_LAW = "中华人民共和国继承法"

_PRC = "中华人民共和国"
_SPC = "最高人民法院"
_SPC_SPP = "最高人民法院、最高人民检察院"

# The library imported from LawRefBook (index/data/library.toml): full official title -> the short
# names and English names people use. Judicial interpretations also answer to their title without
# the issuing court and with 《合同法》 for 《中华人民共和国合同法》 (generated below).
LIBRARY_ALIASES: dict[str, tuple[str, ...]] = {
    f"{_PRC}劳动法": ("劳动法", "labor law", "labour law"),
    f"{_PRC}劳动合同法": ("劳动合同法", "labor contract law", "labour contract law", "employment contract law"),
    f"{_PRC}劳动合同法实施条例": ("劳动合同法实施条例", "regulations for the implementation of the labor contract law"),
    f"{_PRC}劳动争议调解仲裁法": (
        "劳动争议调解仲裁法", "劳动争议仲裁调解法", "劳动仲裁法", "labor dispute mediation and arbitration law",
        "labour dispute mediation and arbitration law"),
    f"{_PRC}社会保险法": ("社会保险法", "社保法", "social insurance law"),
    "工伤保险条例": ("工伤条例", "regulations on work-related injury insurance", "work injury insurance regulations"),
    "职工带薪年休假条例": ("带薪年休假条例", "年休假条例", "regulations on paid annual leave"),
    "企业职工带薪年休假实施办法": ("带薪年休假实施办法", "年休假实施办法"),
    "劳动保障监察条例": ("regulations on labor security supervision", "labour security supervision regulations"),
    "女职工劳动保护特别规定": ("special provisions on labor protection of female employees",),
    "失业保险条例": ("unemployment insurance regulations",),
    "社会保险费征缴暂行条例": ("interim regulations on the collection of social insurance premiums",),
    "住房公积金管理条例": ("公积金条例", "regulations on the administration of housing provident funds",
                          "housing provident fund regulations"),
    "工资支付暂行规定": ("工资支付规定", "interim provisions on wage payment", "interim provisions on payment of wages"),
    "保障农民工工资支付条例": ("农民工工资支付条例", "农民工工资条例", "regulations on ensuring the payment of wages to migrant workers"),
    f"{_PRC}道路交通安全法": ("道路交通安全法", "道交法", "交通安全法", "road traffic safety law"),
    f"{_PRC}道路交通安全法实施条例": ("道路交通安全法实施条例", "道交法实施条例",
                                 "regulations for the implementation of the road traffic safety law"),
    "道路交通事故处理程序规定": ("provisions on the procedures for handling road traffic accidents",),
    "机动车驾驶证申领和使用规定": ("provisions on the application for and use of motor vehicle driving licenses",),
    f"{_PRC}治安管理处罚法": (
        "治安管理处罚法", "治安处罚法", "public security administration punishment law",
        "public security administration punishments law"),
    f"{_PRC}行政处罚法": ("行政处罚法", "administrative penalty law", "administrative punishment law"),
    f"{_PRC}行政诉讼法": ("行政诉讼法", "行诉法", "administrative litigation law", "administrative procedure law"),
    f"{_PRC}行政复议法": ("行政复议法", "administrative reconsideration law"),
    f"{_PRC}国家赔偿法": ("国家赔偿法", "state compensation law"),
    f"{_PRC}户口登记条例": ("户口登记条例", "hukou registration regulations"),
    "婚姻登记条例": ("marriage registration regulations",),
    "诉讼费用交纳办法": ("measures on the payment of litigation costs",),
    f"{_PRC}消费者权益保护法": ("消费者权益保护法", "消法", "消保法", "consumer rights protection law", "consumer protection law"),
    f"{_PRC}仲裁法": ("仲裁法", "arbitration law"),
    f"{_PRC}农村土地承包经营纠纷调解仲裁法": ("农村土地承包经营纠纷调解仲裁法",
                                     "law on mediation and arbitration of rural land contract disputes"),
    f"{_PRC}土地管理法": ("土地管理法", "land administration law", "land management law"),
    f"{_PRC}土地管理法实施条例": ("土地管理法实施条例",),
    f"{_PRC}农村土地承包法": ("农村土地承包法", "土地承包法", "rural land contracting law"),
    f"{_PRC}城市房地产管理法": ("城市房地产管理法", "房地产管理法", "urban real estate administration law"),
    f"{_PRC}城镇国有土地使用权出让和转让暂行条例": ("城镇国有土地使用权出让和转让暂行条例",),
    "国有土地上房屋征收与补偿条例": ("房屋征收与补偿条例",
                              "regulations on the expropriation of and compensation for houses on state-owned land"),
    "不动产登记暂行条例": ("interim regulations on real estate registration",),
    f"{_PRC}个人信息保护法": ("个人信息保护法", "个保法", "personal information protection law", "pipl"),
    f"{_PRC}票据法": ("票据法", "negotiable instruments law"),
    f"{_PRC}保险法": ("保险法", "insurance law"),
    f"{_PRC}合伙企业法": ("合伙企业法", "partnership enterprise law", "partnership law"),
    f"{_PRC}企业破产法": ("企业破产法", "破产法", "enterprise bankruptcy law", "bankruptcy law"),
    f"{_PRC}著作权法": ("著作权法", "版权法", "copyright law"),
    f"{_PRC}专利法": ("专利法", "patent law"),
    f"{_PRC}旅游法": ("旅游法", "tourism law"),
    "个体工商户条例": ("regulations on individual industrial and commercial households",),
    "促进个体工商户发展条例": ("regulations on promoting the development of individual industrial and commercial households",),
    f"{_PRC}电子商务法": ("电子商务法", "电商法", "e-commerce law", "electronic commerce law"),
    "快递暂行条例": ("快递条例", "interim regulations on express delivery"),
    f"{_PRC}未成年人保护法": ("未成年人保护法", "未保法", "minors protection law", "law on the protection of minors"),
    f"{_PRC}妇女权益保障法": ("妇女权益保障法", "women's rights protection law"),
    f"{_PRC}老年人权益保障法": ("老年人权益保障法", "老年法", "elderly rights protection law", "law on the protection of the rights of the elderly"),
    f"{_SPC}关于审理民间借贷案件适用法律若干问题的规定": (
        "民间借贷司法解释", "民间借贷规定", "民间借贷解释", "private lending interpretation",
        "provisions on private lending cases"),
    f"{_SPC}关于审理人身损害赔偿案件适用法律若干问题的解释": ("人身损害赔偿司法解释", "人身损害赔偿解释"),
    f"{_SPC}关于审理道路交通事故损害赔偿案件适用法律若干问题的解释": (
        "道路交通事故损害赔偿司法解释", "交通事故损害赔偿司法解释", "交通事故司法解释", "交通事故损害赔偿解释"),
    f"{_SPC}关于审理银行卡民事纠纷案件若干问题的规定": (
        "银行卡民事纠纷规定", "银行卡纠纷司法解释", "银行卡司法解释", "bank card disputes provisions"),
    f"{_SPC}关于审理商品房买卖合同纠纷案件适用法律若干问题的解释": (
        "商品房买卖合同司法解释", "商品房买卖合同解释", "商品房买卖司法解释", "商品房司法解释", "商品房解释"),
    f"{_SPC}关于审理劳动争议案件适用法律问题的解释（一）": (
        "劳动争议司法解释（一）", "劳动争议司法解释一", "劳动争议解释（一）", "劳动争议解释一"),
    f"{_SPC}关于审理工伤保险行政案件若干问题的规定": ("工伤保险行政案件规定",),
    f"{_SPC}关于审理拒不支付劳动报酬刑事案件适用法律若干问题的解释": ("拒不支付劳动报酬司法解释",),
    f"{_SPC}关于审理涉及农村土地承包纠纷案件适用法律问题的解释": ("农村土地承包纠纷司法解释",),
    f"{_SPC}关于人民法院民事执行中查封、扣押、冻结财产的规定": ("查封扣押冻结规定",),
    f"{_SPC}关于适用《{_PRC}民事诉讼法》的解释": ("民诉法解释", "民诉法司法解释", "民事诉讼法司法解释", "民事诉讼法解释"),
    f"{_SPC}关于民事诉讼证据的若干规定": ("民事诉讼证据规定", "民事证据规定"),
    f"{_SPC}关于适用《{_PRC}行政诉讼法》的解释": ("行诉法解释", "行政诉讼法司法解释", "行政诉讼法解释"),
    f"{_SPC}关于适用《{_PRC}仲裁法》若干问题的解释": ("仲裁法司法解释", "仲裁法解释"),
    f"{_SPC}关于适用《{_PRC}民法典》时间效力的若干规定": ("民法典时间效力规定", "时间效力规定"),
    f"{_SPC}关于适用《{_PRC}民法典》总则编若干问题的解释": ("总则编司法解释", "总则编解释"),
    f"{_SPC}关于适用《{_PRC}民法典》合同编通则若干问题的解释": ("合同编通则司法解释", "合同编通则解释"),
    f"{_SPC}关于适用《{_PRC}民法典》物权编的解释（一）": ("物权编司法解释（一）", "物权编解释（一）"),
    f"{_SPC}关于适用《{_PRC}民法典》有关担保制度的解释": ("担保制度司法解释", "担保制度解释"),
    f"{_SPC}关于适用《{_PRC}民法典》婚姻家庭编的解释（一）": (
        "interpretation (i) on the marriage and family book of the civil code",
        "婚姻家庭编司法解释（一）", "婚姻家庭编解释（一）", "婚姻家庭编司法解释一", "婚姻家庭编解释一"),
    f"{_SPC}关于适用《{_PRC}民法典》婚姻家庭编的解释（二）": (
        "婚姻家庭编司法解释（二）", "婚姻家庭编解释（二）", "婚姻家庭编司法解释二", "婚姻家庭编解释二"),
    f"{_SPC}关于适用《{_PRC}民法典》继承编的解释（一）": ("继承编司法解释（一）", "继承编解释（一）"),
    f"{_SPC}关于适用《{_PRC}民法典》侵权责任编的解释（一）": ("侵权责任编司法解释（一）", "侵权责任编解释（一）"),
    f"{_SPC_SPP}关于办理盗窃刑事案件适用法律若干问题的解释": ("盗窃司法解释", "盗窃罪司法解释", "盗窃解释"),
    f"{_SPC_SPP}关于办理诈骗刑事案件具体应用法律若干问题的解释": ("诈骗司法解释", "诈骗罪司法解释", "诈骗解释"),
    f"{_SPC}关于审理交通肇事刑事案件具体应用法律若干问题的解释": ("交通肇事司法解释", "交通肇事罪司法解释"),
    f"{_SPC}关于审理抢劫案件具体应用法律若干问题的解释": ("抢劫司法解释", "抢劫罪司法解释"),
    f"{_SPC}关于适用刑法时间效力规定若干问题的解释": ("刑法时间效力解释",),
    f"{_SPC}关于《{_PRC}刑法修正案(八)》时间效力问题的解释": (),
    f"{_SPC}关于《{_PRC}刑法修正案（九）》时间效力问题的解释": (),
    f"{_SPC}关于适用《{_PRC}合同法》若干问题的解释（一）": (
        "合同法司法解释（一）", "合同法解释（一）", "合同法司法解释一", "合同法解释一"),
    f"{_SPC}关于适用《{_PRC}合同法》若干问题的解释（二）": (
        "合同法司法解释（二）", "合同法解释（二）", "合同法司法解释二", "合同法解释二"),
    f"{_SPC}关于适用《{_PRC}婚姻法》若干问题的解释（一）": (
        "婚姻法司法解释（一）", "婚姻法解释（一）", "婚姻法司法解释一", "婚姻法解释一"),
    f"{_SPC}关于适用《{_PRC}婚姻法》若干问题的解释（二）": (
        "婚姻法司法解释（二）", "婚姻法解释（二）", "婚姻法司法解释二", "婚姻法解释二"),
    f"{_SPC}关于适用《{_PRC}婚姻法》若干问题的解释（三）": (
        "婚姻法司法解释（三）", "婚姻法解释（三）", "婚姻法司法解释三", "婚姻法解释三"),
    f"{_SPC}关于适用《{_PRC}担保法》若干问题的解释": ("担保法司法解释", "担保法解释"),
    f"{_SPC}关于适用《{_PRC}物权法》若干问题的解释（一）": ("物权法司法解释（一）", "物权法解释（一）"),
    f"{_SPC}关于适用《{_PRC}民法总则》诉讼时效制度若干问题的解释": ("诉讼时效司法解释",),
    f"{_SPC}关于审理民事案件适用诉讼时效制度若干问题的规定": ("诉讼时效规定", "诉讼时效制度规定", "诉讼时效若干问题的规定", "limitation provisions"),
    f"{_SPC}关于审理劳动争议案件适用法律若干问题的解释": (),
    f"{_SPC}关于审理劳动争议案件适用法律若干问题的解释（二）": ("劳动争议司法解释（二）", "劳动争议司法解释二"),
    f"{_SPC}关于审理劳动争议案件适用法律若干问题的解释（三）": ("劳动争议司法解释（三）", "劳动争议司法解释三"),
    f"{_SPC}关于审理劳动争议案件适用法律若干问题的解释（四）": ("劳动争议司法解释（四）", "劳动争议司法解释四"),
    # superseded texts transcribed from whthomas/china-laws (index/data/library.toml, [[transcribed]])
    f"{_PRC}合同法": ("合同法", "contract law"),
    f"{_PRC}婚姻法": ("婚姻法", "marriage law"),
    f"{_PRC}物权法": ("物权法", "property law", "real rights law", "property rights law"),
    f"{_PRC}担保法": ("担保法", "guarantee law"),
    f"{_PRC}侵权责任法": ("侵权责任法", "tort law", "tort liability law"),
    f"{_PRC}民法通则": ("民法通则", "general principles of civil law", "general principles of the civil law"),
    f"{_PRC}民法总则": ("民法总则", "general provisions of civil law", "general provisions of the civil law"),
    # added from the laws LeCoQA's questions cite (index/data/library.toml, "added from LeCoQA's cited laws")
    f"{_PRC}商标法": ("商标法", "trademark law", "trade mark law"),
    f"{_PRC}商标法实施条例": ("商标法实施条例", "regulations for the implementation of the trademark law"),
    f"{_PRC}著作权法实施条例": ("著作权法实施条例", "regulations for the implementation of the copyright law"),
    "信息网络传播权保护条例": ("regulations on the protection of the right of communication through information network",),
    "计算机软件保护条例": ("软件保护条例", "computer software protection regulations"),
    f"{_PRC}专利法实施细则": ("专利法实施细则", "implementing regulations of the patent law", "rules for the implementation of the patent law"),
    f"{_SPC}关于审理商标民事纠纷案件适用法律若干问题的解释": ("商标民事纠纷司法解释", "商标民事纠纷解释"),
    f"{_SPC}关于审理商标授权确权行政案件若干问题的规定": ("商标授权确权规定",),
    f"{_SPC}关于审理涉及驰名商标保护的民事纠纷案件应用法律若干问题的解释": ("驰名商标司法解释", "驰名商标解释"),
    f"{_SPC}关于审理技术合同纠纷案件适用法律若干问题的解释": ("技术合同司法解释", "技术合同解释"),
    f"{_SPC_SPP}关于办理侵犯知识产权刑事案件具体应用法律若干问题的解释": ("侵犯知识产权刑事案件司法解释",),
    f"{_SPC_SPP}关于办理侵犯知识产权刑事案件具体应用法律若干问题的解释（三）": ("侵犯知识产权刑事案件司法解释（三）",),
    "商业特许经营管理条例": ("特许经营条例", "regulations on the administration of commercial franchises"),
    f"{_PRC}反不正当竞争法": ("反不正当竞争法", "anti-unfair competition law"),
    f"{_PRC}行政许可法": ("行政许可法", "administrative licensing law", "administrative license law"),
    f"{_SPC}关于审理行政许可案件若干问题的规定": ("行政许可案件规定",),
    f"{_PRC}政府信息公开条例": ("政府信息公开条例", "信息公开条例", "regulations on the disclosure of government information",
                          "regulations on open government information"),
    f"{_SPC}关于审理政府信息公开行政案件若干问题的规定": ("政府信息公开案件规定",),
    f"{_SPC}关于行政诉讼证据若干问题的规定": ("行政诉讼证据规定",),
    f"{_PRC}村民委员会组织法": ("村民委员会组织法", "村委会组织法", "organic law of the villagers committees"),
    f"{_PRC}教育法": ("教育法", "education law"),
    f"{_PRC}学位条例": ("学位条例", "regulations on academic degrees"),
    f"{_PRC}家庭教育促进法": ("家庭教育促进法", "family education promotion law"),
    f"{_PRC}母婴保健法": ("母婴保健法", "maternal and infant health care law"),
    f"{_PRC}献血法": ("献血法", "blood donation law"),
    f"{_PRC}传染病防治法": ("传染病防治法", "law on the prevention and treatment of infectious diseases"),
    f"{_PRC}医师法": ("医师法", "physicians law"),
    f"{_PRC}药品管理法": ("药品管理法", "drug administration law"),
    f"{_PRC}食品安全法": ("食品安全法", "food safety law"),
    f"{_PRC}消防法": ("消防法", "fire protection law"),
    "医疗事故处理条例": ("regulations on the handling of medical accidents",),
    f"{_PRC}环境保护法": ("环境保护法", "环保法", "environmental protection law"),
    f"{_PRC}环境噪声污染防治法": ("环境噪声污染防治法", "law on the prevention and control of environmental noise pollution"),
    f"{_PRC}固体废物污染环境防治法": ("固体废物污染环境防治法", "固废法"),
    "基本农田保护条例": ("regulations on the protection of basic farmland",),
    f"{_PRC}产品质量法": ("产品质量法", "product quality law"),
    "物业管理条例": ("regulations on property management", "property management regulations"),
    f"{_PRC}建筑法": ("建筑法", "construction law"),
    "建设工程质量管理条例": ("regulations on the quality management of construction projects",),
    f"{_PRC}电力法": ("电力法", "electric power law"),
    "电力供应与使用条例": ("regulations on electricity supply and use",),
    f"{_PRC}铁路法": ("铁路法", "railway law"),
    f"{_PRC}就业促进法": ("就业促进法", "employment promotion law"),
    "国务院关于职工工作时间的规定": ("职工工作时间的规定", "职工工作时间规定"),
    f"{_PRC}海事诉讼特别程序法": ("海事诉讼特别程序法", "special maritime procedure law"),
    f"{_SPC}关于审理建设工程施工合同纠纷案件适用法律问题的解释": (),
    f"{_SPC}关于审理建设工程施工合同纠纷案件适用法律问题的解释（一）": ("建设工程施工合同司法解释（一）", "建设工程司法解释（一）", "建工解释（一）"),
    f"{_SPC}关于审理建设工程施工合同纠纷案件适用法律问题的解释（二）": ("建设工程施工合同司法解释（二）", "建设工程司法解释（二）", "建工解释（二）"),
    f"{_SPC}关于审理旅游纠纷案件适用法律若干问题的规定": ("旅游纠纷司法解释", "旅游纠纷规定"),
    f"{_SPC}关于审理融资租赁合同纠纷案件适用法律问题的解释": ("融资租赁司法解释", "融资租赁解释"),
    f"{_SPC}关于审理城镇房屋租赁合同纠纷案件具体应用法律若干问题的解释": ("房屋租赁司法解释", "房屋租赁合同司法解释", "城镇房屋租赁司法解释"),
    f"{_SPC}关于审理物业服务纠纷案件适用法律若干问题的解释": ("物业服务纠纷司法解释", "物业服务司法解释"),
    f"{_SPC}关于审理建筑物区分所有权纠纷案件适用法律若干问题的解释": ("建筑物区分所有权司法解释",),
    f"{_SPC}关于审理医疗损害责任纠纷案件适用法律若干问题的解释": ("医疗损害责任司法解释", "医疗损害司法解释"),
    f"{_SPC}关于确定民事侵权精神损害赔偿责任若干问题的解释": ("精神损害赔偿司法解释", "精神损害赔偿解释"),
    f"{_SPC}关于审理利用信息网络侵害人身权益民事纠纷案件适用法律若干问题的规定": ("网络侵权司法解释",),
    f"{_SPC}关于审理环境侵权责任纠纷案件适用法律若干问题的解释": ("环境侵权司法解释",),
    f"{_SPC}关于审理环境民事公益诉讼案件适用法律若干问题的解释": ("环境民事公益诉讼司法解释",),
    f"{_SPC}关于审理生态环境损害赔偿案件的若干规定（试行）": ("生态环境损害赔偿规定",),
    f"{_SPC}关于审理消费民事公益诉讼案件适用法律若干问题的解释": ("消费民事公益诉讼司法解释",),
    f"{_SPC}关于审理食品药品纠纷案件适用法律若干问题的规定": ("食品药品纠纷司法解释", "食品药品纠纷规定"),
    f"{_SPC}关于审理独立保函纠纷案件若干问题的规定": ("独立保函规定", "独立保函司法解释"),
    f"{_SPC}关于适用《{_PRC}保险法》若干问题的解释（三）": ("保险法司法解释（三）", "保险法解释（三）", "保险法司法解释三"),
    f"{_SPC}关于在审理经济纠纷案件中涉及经济犯罪嫌疑若干问题的规定": ("经济犯罪嫌疑规定",),
    f"{_SPC}关于人民法院民事执行中拍卖、变卖财产的规定": ("拍卖变卖财产规定",),
    f"{_SPC}关于执行程序中计算迟延履行期间的债务利息适用法律若干问题的解释": ("迟延履行利息司法解释",),
    f"{_SPC}关于限制被执行人高消费的若干规定": ("限制高消费规定", "限高规定"),
    f"{_SPC}关于审理未成年人刑事案件具体应用法律若干问题的解释": ("未成年人刑事案件司法解释",),
    f"{_SPC}关于审理非法集资刑事案件具体应用法律若干问题的解释": ("非法集资司法解释", "非法集资解释"),
    f"{_SPC_SPP}关于办理非法利用信息网络、帮助信息网络犯罪活动等刑事案件适用法律若干问题的解释": ("帮信罪司法解释", "帮信司法解释"),
    f"{_SPC_SPP}关于检察公益诉讼案件适用法律若干问题的解释": ("检察公益诉讼司法解释",),
    "人民检察院刑事诉讼规则": ("rules of criminal procedure for people's procuratorates",),
}


def _short_titles(canonical: str) -> tuple[str, ...]:
    """A judicial interpretation's title without the issuing court, and with 《合同法》 for
    《中华人民共和国合同法》: how answers and users usually write it."""
    if not canonical.startswith(_SPC):
        return ()
    variants = {canonical, canonical.replace(f"《{_PRC}", "《")}
    for title in list(variants):
        variants.add(title.removeprefix(_SPC_SPP).removeprefix(_SPC))
    variants.discard(canonical)
    return tuple(sorted(variants))


CORPUS_LAWS: tuple[str, ...] = (
    CRIMINAL_LAW,
    CIVIL_CODE,
    COMPANY_LAW,
    CIVIL_PROCEDURE_LAW,
    CRIMINAL_PROCEDURE_LAW,
    INHERITANCE_LAW,
    *LIBRARY_ALIASES,
)

_OF_PRC = ("of the prc", "of china", "of the people's republic of china")

# English spellings are matched case-insensitively on word boundaries; "PRC X" and "X of the PRC"
# variants are generated from the bare English name.
_CORPUS_ALIASES: dict[str, tuple[str, ...]] = {
    CRIMINAL_LAW: ("刑法", "中国刑法", "criminal law", "penal code", "criminal code"),
    CIVIL_CODE: ("民法典", "civil code"),
    COMPANY_LAW: ("公司法", "company law", "corporate law", "companies law"),
    CIVIL_PROCEDURE_LAW: (
        "民事诉讼法", "民诉法", "civil procedure law", "law of civil procedure", "civil procedure code",
    ),
    CRIMINAL_PROCEDURE_LAW: (
        "刑事诉讼法", "刑诉法", "criminal procedure law", "law of criminal procedure",
        "criminal procedure code",
    ),
    INHERITANCE_LAW: (
        "继承法", "inheritance law", "succession law", "law of succession", "law of inheritance",
    ),
    **{law: (*aliases, *_short_titles(law)) for law, aliases in LIBRARY_ALIASES.items()},
}

# Laws a user may well ask about that the corpus does not hold (收养法 was replaced by 民法典; the
# others are outside the library's scope so far).
_UNCOVERED_ALIASES: dict[str, tuple[str, ...]] = {
    f"{_PRC}收养法": ("收养法", "adoption law"),
    f"{_PRC}证券法": ("证券法", "securities law"),
    # laws whose names contain a held law's short name, with their English names (`_longer_titles` finds the rest)
    f"{_PRC}义务教育法": ("义务教育法", "compulsory education law"),
    f"{_PRC}高等教育法": ("高等教育法", "higher education law"),
    f"{_PRC}职业教育法": ("职业教育法", "vocational education law"),
    f"{_PRC}海洋环境保护法": ("海洋环境保护法", "marine environment protection law"),
    f"{_PRC}个人所得税法": ("个人所得税法", "individual income tax law"),
    f"{_PRC}税收征收管理法": ("税收征收管理法", "tax collection administration law"),
}


def _is_english(alias: str) -> bool:
    return alias.isascii()


# Inner title marks and brackets as people type them: 〈合同法〉, <合同法>, (一) for 《合同法》, （一）.
_BRACKETS = str.maketrans({"〈": "《", "〉": "》", "<": "《", ">": "》", "(": "（", ")": "）"})


def _expand(canonical: str, aliases: tuple[str, ...]) -> dict[str, str]:
    """Every spelling of one law, lowercased, mapped to its canonical name."""
    table = {canonical.translate(_BRACKETS).lower(): canonical}
    for alias in aliases:
        table[alias.translate(_BRACKETS).lower()] = canonical
        if _is_english(alias):
            table[f"prc {alias}"] = canonical
            table[f"chinese {alias}"] = canonical
            for suffix in _OF_PRC:
                table[f"{alias} {suffix}"] = canonical
        else:
            table[f"{_PRC}{alias}"] = canonical
    return table


_CORPUS_TABLE: dict[str, str] = {}
for _law, _aliases in _CORPUS_ALIASES.items():
    _CORPUS_TABLE.update(_expand(_law, _aliases))
_UNCOVERED_TABLE: dict[str, str] = {}
for _law, _aliases in _UNCOVERED_ALIASES.items():
    _UNCOVERED_TABLE.update(_expand(_law, _aliases))

# Chinese law names are words inside running text: 公司法人 / 公司法定代表人 (a company's legal
# person / representative), 劳动法律 (labour laws in general) and 公司法务 (in-house counsel)
# must not read as a law's name; 刑法规定 still does.
_ZH_TAIL = r"(?![律务人院官定]|规(?!定))"
# "（2020修正）" is a version note; "（一）" is part of a judicial interpretation's title.
_VERSION_SUFFIX = re.compile(r"\s*[(（][^()（）]*(?:\d|修|年|版)[^()（）]*[)）]\s*$")
_AMENDMENT = re.compile(
    rf"(?:{_PRC})?刑法修正案\s*(?:[(（]\s*[一二三四五六七八九十]+\s*[)）])?"
)
_TITLE = re.compile(r"《([^《》]{2,40})》")
_GENERIC_PRC_LAW = re.compile(rf"{_PRC}[{HAN}]{{1,20}}?法{_ZH_TAIL}")


def _alias_pattern(english: bool) -> re.Pattern[str]:
    names = [n for n in {**_CORPUS_TABLE, **_UNCOVERED_TABLE} if _is_english(n) == english]
    names.sort(key=len, reverse=True)
    body = "|".join(
        re.escape(n).replace(r"\ ", r"\s+").replace("'", "['’]").replace("（", "[（(]").replace("）", "[）)]")
        .replace("《", "[《〈<]").replace("》", "[》〉>]")
        for n in names
    )
    if english:
        return re.compile(rf"\b(?:the\s+)?(?:{body})\b", re.IGNORECASE)
    return re.compile(rf"(?:{body}){_ZH_TAIL}")


def _key(name: str) -> str:
    """The lookup form of a name: no 《》, no trailing version note, single spaces, lowercase."""
    name = name.strip().strip("《》").strip()
    name = _VERSION_SUFFIX.sub("", name)
    name = name.translate(_BRACKETS)
    name = re.sub(r"^the\s+", "", name, flags=re.IGNORECASE)
    return re.sub(r"\s+", " ", name.replace("’", "'")).lower()


#: The titles of the national laws, regulations and interpretations LawRefBook holds (folder, title).
LAW_TITLES_FILE = Path(__file__).resolve().parent / "data" / "law_titles.tsv"
#: LawRefBook's folders of laws passed by the NPC (titled 中华人民共和国…法 in full).
_LAW_FOLDERS = frozenset({"宪法", "宪法相关法", "民法典", "民法商法", "行政法", "经济法", "社会法", "刑法", "诉讼与非诉讼程序法"})


def _longer_titles(path: Path = LAW_TITLES_FILE) -> dict[str, str]:
    """Spellings of the laws whose title ends with a held law's short name (军人保险法 and 保险法, 学前教育法 and
    教育法), mapped to their full title: "根据军人保险法的第二条" was read as 保险法 第二条, the name being matched
    from its tail. Only such laws are named here; another law the library lacks is left unrecognised as before."""
    held = {name for name in _CORPUS_TABLE if not _is_english(name) and len(name) >= 3}
    found: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        folder, title = line.split("\t")
        if _key(title) in _CORPUS_TABLE or _key(title) in _UNCOVERED_TABLE:
            continue
        if any(title[start:] in held for start in range(1, len(title) - 2)):  # a held name as the title's tail
            full = f"{_PRC}{title}" if folder in _LAW_FOLDERS and title.endswith("法") else title
            found.update(_expand(full, (title,)))
    return found


_UNCOVERED_TABLE |= _longer_titles()

_ZH_ALIASES = _alias_pattern(english=False)
_EN_ALIASES = _alias_pattern(english=True)


def canonical_law(name: str) -> str | None:
    """The corpus's name for a law named any known way ("刑法", "Criminal Law of the PRC"), else None."""
    return _CORPUS_TABLE.get(_key(name))


def aliases_of(law: str) -> tuple[str, ...]:
    """The short and English names a corpus law answers to (for suggesting a name to a user)."""
    return _CORPUS_ALIASES.get(law, ())


def uncovered_law(name: str) -> str | None:
    """The full name of a well-known law that the corpus lacks ("合同法" -> 中华人民共和国合同法)."""
    return _UNCOVERED_TABLE.get(_key(name))


@dataclass(frozen=True)
class LawMention:
    """One law named in a text.

    `covered` says whether the corpus holds it. `binds` is False for a 刑法修正案: it belongs to
    刑法, but an article number after it counts the amendment's own articles, not 刑法's.
    """

    start: int
    end: int
    law: str
    covered: bool
    binds: bool = True


def _mention(start: int, end: int, name: str) -> LawMention:
    if (law := canonical_law(name)) is not None:
        return LawMention(start, end, law, covered=True)
    if _AMENDMENT.fullmatch(_key(name)):
        return LawMention(start, end, CRIMINAL_LAW, covered=True, binds=False)
    written = name.strip().strip("《》").strip()
    return LawMention(start, end, uncovered_law(name) or written, covered=False)


#: How the title of a legal instrument ends (before a list number such as "（二）").
_INSTRUMENT_END = re.compile(r"(?:法|法典|条例|规定|解释|办法|决定|细则|规则|意见|批复|答复|复函|通知|纪要|章程|规章|公约|准则|修正案)$")
_LIST_NUMBER = re.compile(r"\s*[(（](?:[一二三四五六七八九十]+|试行|暂行)[)）]$")


def names_an_instrument(title: str) -> bool:
    """Whether a title in 《》 names a law or another legal instrument, not a contract or a book the user speaks of:
    "土地征收行为未经批准，足以导致《安置补偿协议》无效吗" (side by side 674, session 47) was answered "本系统的法规库不包含
    《安置补偿协议》"."""
    if canonical_law(title) is not None or _AMENDMENT.fullmatch(_key(title)):
        return True
    return bool(_INSTRUMENT_END.search(_LIST_NUMBER.sub("", _key(title))))


def find_law_mentions(text: str) -> list[LawMention]:
    """Every law named in `text`, left to right, longest spelling first and never overlapping.

    Titles in 《》 are taken whole when they name a legal instrument (`names_an_instrument`: 《最高人民法院关于…的规定》 is
    "not covered" too, a contract in 《》 is no law); otherwise known aliases, then any other 中华人民共和国…法 as a law
    outside the corpus.
    """
    candidates: list[tuple[int, int, int, str]] = []
    for priority, pattern in enumerate((_TITLE, _AMENDMENT, _ZH_ALIASES, _EN_ALIASES, _GENERIC_PRC_LAW)):
        for m in pattern.finditer(text):
            if pattern is not _TITLE or names_an_instrument(m.group(0)):
                candidates.append((m.start(), m.end(), priority, m.group(0)))
    candidates.sort(key=lambda c: (c[0], c[0] - c[1], c[2]))
    mentions: list[LawMention] = []
    for start, end, _, name in candidates:
        if mentions and start < mentions[-1].end:
            continue
        mentions.append(_back_reference(name, start, end, mentions) or _mention(start, end, name))
    return mentions


#: Short titles that stand for the law last named in full, as Chinese legal writing uses them
#: ("《中华人民共和国户口登记条例》第十七条……《条例》第十四条").
_SHORT_TITLES = ("条例", "解释", "规定", "办法", "决定", "细则", "实施条例")


def _back_reference(name: str, start: int, end: int, earlier: list[LawMention]) -> LawMention | None:
    """The earlier law a short title like 《条例》 refers to: the last one named whose title ends so."""
    short = _key(name)
    if not name.startswith("《") or short not in _SHORT_TITLES:
        return None
    named = next((m for m in reversed(earlier) if m.binds and m.law.endswith(short)), None)
    return LawMention(start, end, named.law, named.covered) if named else None


_IMPLEMENTING = ("实施条例", "实施细则")


def parent_law(law: str) -> str | None:
    """The statute a judicial interpretation or implementing regulation serves, by its title:
    the law quoted in it (最高人民法院关于适用《中华人民共和国民事诉讼法》的解释) or named before
    实施条例/实施细则 (中华人民共和国道路交通安全法实施条例); None for a law of its own."""
    quoted = _TITLE.search(law.translate(_BRACKETS))
    if quoted:
        return canonical_law(quoted.group(1)) or quoted.group(1)
    stem = next((law[: -len(tail)] for tail in _IMPLEMENTING if law.endswith(tail)), None)
    return (canonical_law(stem) or stem) if stem else None
