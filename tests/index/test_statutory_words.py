"""A layperson's everyday words reach the provisions through the statutes' own words."""

from __future__ import annotations

import pytest

from index.query_analysis import analyze
from index.corpus import load_corpus
from index.statutory_words import everyday_words, statutory_words, table, with_statutory_words
from tests.conftest import CORPUS, FIXED_TODAY, _build_slice

POINTS = "车辆一共扣了25分，第一个人扣了1分，剩下的6分第一个人还能用自己的驾驶证去扣分吗"
TRAFFIC = {"中华人民共和国道路交通安全法实施条例": {23, 24, 72}, "中华人民共和国道路交通安全法": {19, 112, 115}}


def test_an_everyday_word_brings_the_statutory_word_to_every_channel() -> None:
    analysis = analyze(POINTS, FIXED_TODAY)
    assert analysis.statutory_terms == ("记分",)
    assert "记分" in analysis.keywords, "the keyword channel sees 记分"
    assert analysis.search_text(POINTS).endswith(" 记分"), "the dense and BM25 channels see it too"


def test_a_question_in_the_statutes_words_and_an_english_question_are_left_alone() -> None:
    plain = "累犯可以适用缓刑吗？"
    assert analyze(plain, FIXED_TODAY).search_text(plain) == plain
    english = "My landlord kept the deposit"
    assert analyze(english, FIXED_TODAY).statutory_terms == ()


def test_words_repeat_once_and_follow_the_table() -> None:
    assert statutory_words("老公欠条上写着老婆的名字") == ("借据", "债务", "配偶", "夫妻")
    assert statutory_words("") == ()
    assert statutory_words("房东说出租人不退押金") == ("租赁期限届满", "返还租赁物", "使用后的状态"), "出租人 is already there"


def test_domestic_violence_and_a_letter_of_forgiveness_reach_the_statutes_words() -> None:
    assert statutory_words("被家暴了应该如何申请离婚") == ("家庭暴力",)
    assert statutory_words("批捕了谅解书还有用吗") == ("和解",), "谅解 is in the question already"


def test_a_borrowed_car_a_guarantee_and_a_lapsed_contract_reach_the_statutes_words() -> None:
    """stranger13 (session 27): the deciding articles speak of 机动车所有人/使用人, 保证, 劳动合同期满."""
    assert {"机动车所有人", "使用人"} <= set(statutory_words("朋友借我的车开，撞伤了行人，我作为车主要赔钱吗？"))
    assert "保证人" in statutory_words("我给朋友借款做了担保，银行直接起诉我，我必须还吗？")
    assert "劳动合同期满" in statutory_words("我怀孕期间劳动合同到期，公司说不续签了，合法吗？")


def test_drink_driving_a_stairwell_and_a_runaway_labour_boss_reach_the_statutes_words() -> None:
    """stranger14 (session 27): 刑法 第一百三十三条之一, 民法典 第二百八十六条, 保障农民工工资支付条例 第三十条."""
    assert "醉酒驾驶机动车" in statutory_words("我在朋友家喝了酒开车回家，被交警查了")
    assert "侵占通道" in statutory_words("邻居在楼道里堆了很多杂物，影响通行")
    assert "先行清偿" in statutory_words("我在工地干活，包工头跑了，工资没人给")


def test_a_joined_key_needs_every_part() -> None:
    assert statutory_words("离婚后房子归谁") == ("夫妻", "共同财产")
    assert statutory_words("离婚了房子怎么分") == ("夫妻", "共同财产", "协议处理"), "第一千零八十七条's own words: 由双方协议处理"
    assert statutory_words("租的房子漏水") == (), "a house alone is no question about spouses' property"
    assert statutory_words("离婚后孩子归谁抚养") == (), "nor is a divorce alone"


def test_a_part_marked_absent_keeps_a_key_off() -> None:
    assert "共同财产" not in statutory_words("他婚前买的房子，离婚后归谁"), "a house bought before the marriage is one spouse's own"
    assert statutory_words("他婚前买的房子，离婚后归谁")[:2] == ("婚前财产", "个人财产")


def test_an_english_question_gains_the_statutory_words_of_its_glossary_terms() -> None:
    analysis = analyze("We are getting a divorce. Who keeps the house?", FIXED_TODAY)
    assert {"离婚", "房屋", "共同财产"} <= set(analysis.chinese_terms)
    assert analysis.statutory_terms == (), "the English text itself is not searched for Chinese keys"


@pytest.fixture(scope="module")
def traffic_retriever(tmp_path_factory: pytest.TempPathFactory, embedder):
    from index.corpus import load_corpus
    from index.retrieval import Retriever

    records = [r for r in load_corpus([CORPUS]) if r.article in TRAFFIC.get(r.law, ())]
    for index in _build_slice(tmp_path_factory, records, embedder, "edge"):
        yield Retriever(index)


def test_a_question_about_deducted_points_finds_the_points_articles(traffic_retriever) -> None:
    hits = traffic_retriever.search(POINTS, top=2, today=FIXED_TODAY).hits
    assert {(hit.version.law, hit.version.article) for hit in hits} == {
        ("中华人民共和国道路交通安全法实施条例", 23), ("中华人民共和国道路交通安全法实施条例", 24)}


def test_a_kept_phone_a_gift_asked_back_a_stolen_bag_and_a_hurt_worker_reach_the_statutes_words() -> None:
    """stranger15 (session 28): 民法典 第三百一十四条, 第六百五十八条, 第一千一百九十八条, 第一千一百九十三条."""
    assert "遗失物" in statutory_words("我在出租车上把手机落下了，司机捡到了却不还给我")
    assert "赠与" in statutory_words("分手了，他要我还他以前送我的金项链")
    assert "安全保障义务" in statutory_words("我在餐厅吃饭，包被人偷了，餐厅要赔吗")
    assert "定作人" in statutory_words("装修工人在我家干活时从梯子上摔下来受伤了")
    assert "赠与" not in statutory_words("他送我回家了")  # both parts of a key are needed


def test_a_gym_fall_a_broken_branch_expired_milk_and_disliked_clothes_reach_the_statutes_words() -> None:
    """stranger16 (session 29, blind before these keys): 民法典 第一千一百九十八条, 第一千二百五十七条, 食品安全法
    第一百四十八条, 消费者权益保护法 第二十五条; with them each came first or second in `tempolex search`."""
    assert "安全保障义务" in statutory_words("我在健身房跑步机上摔伤了，后来发现是跑步机坏了没修")
    assert "林木" in statutory_words("邻居院子里的大树枝被风刮断了，砸坏了我停在路边的车")
    assert "不符合食品安全标准" in statutory_words("超市卖的牛奶过期了，孩子喝了拉肚子，我还能要求什么赔偿")
    assert "无理由退货" in statutory_words("网上买的衣服收到后不喜欢，商家说不退")
    assert "林木" not in statutory_words("他在树下等我")  # a tree without a blow is no 林木折断


def test_stranger22s_everyday_words_reach_the_articles_that_decide_them() -> None:
    """stranger22 (session 34, blind): each was answered from a neighbouring article without these words."""
    assert "使用后的状态" in statutory_words("租房退房时房东把押金全扣了")
    assert "承运人" in statutory_words("我寄的快递丢了") and "承运人" not in statutory_words("网购的东西快递丢了")
    assert "限制民事行为能力人" in statutory_words("孩子偷偷给主播打赏了2万元")
    assert "悬赏" in statutory_words("捡到钱包还给失主，能要报酬吗")
    assert "噪声" in statutory_words("楼上装修天天砸墙")


def test_stranger23s_everyday_words_reach_the_articles_that_decide_them() -> None:
    """stranger23 (session 34, blind): drunk driving, weekend work, the divorce cooling-off, an empty flat's estate fee,
    no written contract, a defective product, a leak from upstairs, a car sold as never flooded."""
    assert "醉酒驾驶机动车" in statutory_words("喝了两瓶啤酒开车，血液酒精含量85mg")
    assert "安排补休" in statutory_words("周末加班只给调休")
    assert "撤回离婚登记申请" in statutory_words("离婚冷静期要等多久")
    assert "拒绝支付物业费" in statutory_words("房子空着没人住还要交全额物业费吗")
    assert "二倍的工资" in statutory_words("入职半年公司一直没签劳动合同")
    assert "产品的销售者" in statutory_words("热水器坏了商家让我找厂家")
    assert "侵权责任" in statutory_words("楼上漏水把我家泡了")
    assert "以欺诈手段" in statutory_words("买到泡水车")


def test_stranger24s_everyday_words_reach_the_articles_that_decide_them() -> None:
    """stranger24 (session 35, blind): an uncovered manhole, a wife's debt from before the marriage, a seller who backs
    out, parking on an estate's common ground, no annual leave at all."""
    assert "窨井" in statutory_words("踩到一个没盖好的井盖摔伤了")
    assert "一方婚前所负个人债务" in statutory_words("我老婆结婚前欠了信用卡五万块，银行找我还")
    assert "一方婚前所负个人债务" not in statutory_words("婚前买的房子离婚时怎么分")
    assert "请求履行" in statutory_words("签了买房合同，房价涨了他不想卖了")
    assert "业主共有" in statutory_words("开发商在小区路边画了停车位收费")
    assert "享受带薪年休假" in statutory_words("公司说我们没有年假") and "享受带薪年休假" not in statutory_words("年假没休完能折钱吗")


def test_fake_liquor_reaches_the_food_safety_damages() -> None:
    """stranger25 q3 (session 35, blind)."""
    assert "价款十倍" in statutory_words("网上买的茅台鉴定是假酒")


def test_a_leaving_certificate_made_to_order_goods_and_leaving_a_lease_early_reach_their_articles() -> None:
    """Session 36 probes: 劳动合同法 第五十条's 证明, 消费者权益保护法 第二十五条's 定作, a breach's 违约金."""
    assert "出具解除或者终止劳动合同的证明" in statutory_words("我离职了，公司说不给开离职证明")
    assert "消费者定作" in statutory_words("网上定制的杯子商家说不退")
    assert "违约金" in statutory_words("房东说我提前一个月搬走，押金不退了")
    assert "违约金" not in statutory_words("房东让我下个月搬走"), "no early leaving said"


def test_stranger36s_everyday_words_reach_the_articles_that_decide_them() -> None:
    """stranger36 (session 36, blind): each of these had been answered from an unrelated article."""
    assert "使用人不是同一人" in statutory_words("朋友借了我的车出去，路上撞了人")
    assert "父母为双方购置房屋出资" in statutory_words("婚后我父母出钱给我们买的房子")
    assert "诉讼时效期间" in statutory_words("借条打了，已经过去四年了，我还能起诉吗")
    assert "诉讼时效期间" not in statutory_words("他不还钱，我能起诉吗"), "no time said"
    assert "不属于夫妻共同债务" in statutory_words("老公瞒着我在外面借了十万网贷")
    assert "不得危及相邻不动产的安全" in statutory_words("楼上装修把我家天花板弄裂了")


def test_a_pay_cut_reaches_the_article_on_changing_the_contract() -> None:
    """everyday d5 (session 36): "调到外地，工资降了一半，我不同意" is a change of the contract, which needs both sides'
    written agreement (劳动合同法 第三十五条); 第四十条 had led."""
    assert "协商一致" in statutory_words("公司把我调到外地，工资降了一半，我不同意")
    assert "协商一致" not in statutory_words("公司拖欠工资三个月了")


def test_stranger39s_everyday_words_reach_the_articles_that_decide_them() -> None:
    """stranger39 (session 39, blind): a waiver of social insurance had been answered from 劳动合同法 第二十七条 ("这个协议
    有效"), a flat where someone took their life from 民法典 第五百六十三条, a car bought together from 第一百五十七条."""
    assert "排除劳动者权利" in statutory_words("老板让我签一份自愿放弃社保的协议，这个协议有效吗")
    assert "排除劳动者权利" not in statutory_words("公司一直没给我交社保，我能辞职吗"), "no agreement said"
    assert "欺诈" in statutory_words("买了套二手房，以前有人在里面自杀过，卖家当时没说")
    assert "欺诈" not in statutory_words("我卖了房子，买家说没收到钥匙")
    assert "按份共有" in statutory_words("我和男朋友同居的时候一起出钱买了辆车，登记在他名下"), "t6: 第一百五十七条 had been quoted"


def test_a_taxi_while_the_car_is_repaired_reaches_the_substitute_transport_item() -> None:
    """stranger39 t5 (session 39, blind): 道路交通事故损害赔偿解释 第十二条 (四); 道路交通安全法 第七十六条 had been quoted."""
    assert "替代性交通工具" in statutory_words("被后车追尾，车修了半个月，能让对方赔我打车费吗")
    assert "替代性交通工具" not in statutory_words("我打车回家路上手机丢了"), "no accident or repair said"


def test_stranger40s_everyday_words_reach_the_articles_that_decide_them() -> None:
    """stranger40 (session 39, blind): a drunk driver's insurer, a flat sold behind a spouse's back, a loan with no interest
    agreed, a photo in an advertisement; each had been answered from an unrelated article."""
    assert "交强险责任限额范围内" in statutory_words("我朋友喝了酒开车撞了人，保险公司说酒驾交强险不赔，是这样吗")
    assert "一方未经另一方同意出售夫妻共同所有的房屋" in statutory_words("我老公背着我把我们婚后买的房子卖了")
    assert "借贷双方没有约定利息" in statutory_words("借给同事5000块，当时没说利息，现在半年了还没还")
    assert "肖像权" in statutory_words("美容院把我的照片放在他们的广告里")
    assert "肖像权" not in statutory_words("我拍了照片作为证据"), "a photo taken as evidence is no likeness used"


def test_the_three_periods_reach_pregnancy_birth_and_nursing() -> None:
    """side by side 441 (session 39): "三期" had been answered from 劳动合同法 第十九条 (试用期)."""
    assert "哺乳期" in statutory_words("劳动法上的“三期”指的是什么？")
    assert "哺乳期" not in statutory_words("买车分三期付款，卖家能加收手续费吗？"), "instalments are no periods of a worker's"


def test_stranger44s_everyday_words_reach_the_articles_that_decide_them() -> None:
    """stranger44 (session 41, blind): a dismissal at the end of probation had been answered from 劳动合同法 第八十三条, a flowerpot
    from an unknown flat from 民法典 第一千二百五十三条, a loan at 月息3分 from 民间借贷规定 第二十六条, a free ride with a
    drunk friend from 第一千二百零八条 alone."""
    assert "不符合录用条件" in statutory_words("试用期快满了，经理说我考核不合格，让我明天别来了")
    assert "不符合录用条件" not in statutory_words("买的冰箱质检不合格，能退吗"), "no probation said"
    assert "不符合录用条件" in statutory_words("公司通知不合格", context="我在试用期最后一天被公司通知不合格"), "试用期 in the context"
    assert statutory_words("直接辞退", context="试用期不合格") == ("解除", "劳动合同"), "a key needs a part in the words themselves"
    assert "解除" in statutory_words("公司直接辞退我，没给任何理由")
    assert "难以确定具体侵权人" in statutory_words("车停在楼下被楼上扔下的酒瓶砸坏了，不知道是哪家扔的")
    assert "难以确定具体侵权人" not in statutory_words("楼上邻居家空调外机漏水滴到我家阳台"), "no unknown thrower said"
    assert "一年期贷款市场报价利率四倍" in statutory_words("借了我5万，说好年息24%，现在只肯还本金")
    assert "无偿搭乘人" in statutory_words("下班坐同事的车回家，路上追尾了，我的医药费谁出")
    assert "无偿搭乘人" not in statutory_words("我开车撞了人，对方要我赔医药费"), "no passenger said"


def test_the_everyday_word_for_a_thing_done_is_read_back_from_the_table() -> None:
    """stranger45 z1 (session 41, blind): "说给调休" says what 劳动法 第四十四条 calls 安排补休 was done."""
    assert everyday_words("安排补休") == ("调休",)


#: stranger45 (session 41) and stranger46, stranger47 (session 42), blind: (the user's words, a statutory word, whether it must
#: come). Each was answered
#: from a neighbouring article; with these words the deciding one came first in the shipped index (民法典 第一千零六十七条, not
#: 第一千零七十五条 on siblings; 第八百九十七条, not 第一千二百五十六条 on roads; 工资支付暂行规定 第十五条, not 治安管理处罚法; 消费者权益
#: 保护法 第二十四条, not 第二十六条; 商品房买卖合同解释 第十三条, not 第十一条; 民法典 第一千一百二十七条, 第一千一百九十一条, 劳动合同法
#: 第二十八条, 民法典 第九百六十九条, 劳动争议调解仲裁法 第二十七条's last paragraph, 消费者权益保护法 第二十七条, not 刑法 第二百六十四条;
#: 快递暂行条例's delivery rule; 道路交通安全法 第七十五条's relief fund; 劳动合同法 第八十九条). A "not" row is a sentence the key's
#: words also hold that asks something else.
STRANGERS = [
    ("丈夫赌博输了二十万，我们正在闹离婚，债主找我要钱", "从事赌博、吸毒等违法犯罪活动中所负债务", True),
    ("房东突然说要收回房子自己住，可租期还有两年", "租赁期限内", True),
    ("外卖米饭里吃出一根铁丝，牙硌坏了", "不符合食品安全标准的食品", True),
    ("孩子已经上大学了，前夫说不再给抚养费", "不能独立生活的成年子女", True),
    ("我是公司的普通文员，入职时签了竞业协议", "竞业限制的人员限于", True),
    ("闲鱼上从个人卖家那买的相机，收到后镜头是坏的", "标的物不符合质量要求", True),
    ("员工早上上班路上被电动车撞伤，算不算工伤", "上下班途中", True),
    ("我下班后去超市买菜，手机被偷了", "上下班途中", False),  # no accident on the way
    ("我哥说我是嫁出去的女儿，要我一个人负担父母的生活费，他不管", "赡养义务", True),
    ("我19岁在读大学，父母不给我生活费了", "赡养义务", False),  # parents keeping a child is 抚养
    ("车停在商场的收费停车场，回来发现车被人划了一大道", "保管人保管不善", True),
    ("停车场的车位是开发商的还是业主的", "保管人保管不善", False),
    ("公司规定迟到一次罚款200元，直接从工资里扣", "不得克扣劳动者工资", True),
    ("在商场买的衣服穿了一次就严重掉色", "不符合质量要求", True),
    ("因定作人中途变更工作要求导致质量问题，后果由谁承担", "不符合质量要求", False),  # LeCoQA 89: 承揽, no shop
    ("合同约定去年年底交房，开发商拖了半年才交房，开发商要赔偿吗", "逾期交付使用房屋", True),
    ("我老公去世了，公公婆婆要分我老公名下的房子，他们有份吗", "第一顺序", True),
    ("离婚时，公公婆婆出钱买的房子怎么分", "第一顺序", False),  # in-laws' money in a divorce: no heirs
    ("保洁阿姨打碎了我家一个花瓶", "用人单位承担侵权责任", True),
    ("老板说未成年人签的合同无效，不给我工资", "劳动者已付出劳动", True),
    ("我和朋友合伙开了个店，朋友偷偷把店里的钱拿去还了他自己的债", "合伙财产", True),
    ("老板拖欠我工资，我已经离职了，申请劳动仲裁有时间限制吗", "劳动关系终止", True),
    ("我已经离职了，公司不给开离职证明", "劳动关系终止", False),  # leaving alone asks no time limit
    ("店员怀疑我偷东西，要搜我的包", "不得搜查消费者的身体及其携带的物品", True),
    ("快递员没打电话就把快递放在我家门口，结果丢了", "当面验收", True),
    ("我被车撞了，肇事司机说没钱赔，车也没买保险", "道路交通事故社会救助基金", True),
    ("我的车没买保险，被偷了", "道路交通事故社会救助基金", False),  # no accident, no relief fund
    ("公司一直不给我开离职证明", "未向劳动者出具解除或者终止劳动合同的书面证明", True),
    ("离职证明上要写离职原因吗", "未向劳动者出具解除或者终止劳动合同的书面证明", False),
    ("未成年人偷别人东西会被抓起来吗", "刑事责任年龄", True),  # side by side 1086: 刑法 第十七条, not 第二百六十二条之二
    ("组织未成年人偷东西，可以抓起来吗", "刑事责任年龄", False),  # the organiser's crime is 第二百六十二条之二's
    ("我在健身房办了两年的卡，才用了三个月健身房就关门跑路了", "预收款", True),  # stranger48 c2: 办卡 never said
    ("我的银行卡丢了，里面的钱被人取走了", "预收款", False),
    ("我骑共享单车的时候刹车失灵摔伤了", "消费者或者其他受害人人身伤害", True),  # stranger48 c6
    ("共享单车可以骑上机动车道吗", "经营者提供商品或者服务", False),  # a traffic rule, no consumer's harm
    ("公司让我每天工作12小时，一个月只休息两天，这合法吗？", "延长工作时间", True),  # stranger49 d2
    ("这份工作要求24小时内回复客户邮件", "延长工作时间", False),
    ("我在网上发文章说某餐厅卫生差，餐厅说我诽谤要起诉我，我说的都是实话", "舆论监督", True),  # stranger49 d3
    ("有人在网上诽谤我，我该怎么办", "舆论监督", False),  # the one defamed asks: 第一千零二十四条's
    ("我在公司上班时被同事打伤了，公司要负责吗？", "因履行工作职责受到暴力等意外伤害", True),  # stranger49 d6
    ("同事帮我打了一份文件，算加班吗", "因履行工作职责受到暴力等意外伤害", False),
    ("我开车不小心撞坏了小区的护栏，物业要我赔2万，护栏其实就值几千块", "损失发生时的市场价格", True),  # stranger49 d9
    ("我的车被撞坏了，对方全责", "损失发生时的市场价格", False),  # who pays, not how much a thing is worth
    ("我被公司派到外地出差，在酒店洗澡时滑倒摔伤了，算工伤吗？", "由于工作原因受到伤害", True),  # stranger49 d10
    ("出差的补贴公司一直没给", "由于工作原因受到伤害", False),
    ("我在网上店铺买了一双标着正品的运动鞋，鉴定是假货，我能要求赔偿吗？", "增加赔偿", True),  # stranger50 q9 (session 44)
    ("网上买的鞋子尺码不对，能退吗", "增加赔偿", False),
    ("我租的房子到期搬走了，房东说墙上有几个钉子眼、地板有点磨损，押金不退了", "损耗", True),  # stranger50 q1
    ("我买的新车轮胎磨损得很快", "损耗", False),  # no lease
    ("我开车被追尾了，车修理期间我租车上下班花了3000元，能让对方赔吗？", "通常替代性交通工具", True),  # stranger51 r2
    ("我想租车自驾游，需要什么手续", "通常替代性交通工具", False),
    ("我老公背着我给他的情人转了20万，我能要回来吗？", "平等的处理权", True),  # stranger51 r7
    ("我老公有情人，我想离婚", "平等的处理权", False),
    ("公司让我签了承诺书，说我自愿放弃缴纳社保", "排除劳动者权利", True),  # stranger51 r3
    ("我离职了，社保怎么转移", "排除劳动者权利", False),
    ("离婚时约定每月2000元抚养费，现在孩子上初中花费大了，我能要求他多给吗？", "超过协议或者判决原定数额的合理要求", True),  # s3
    ("前夫一直不给抚养费怎么办", "超过协议或者判决原定数额的合理要求", False),
    ("我在网上借了一笔钱，合同上写的年利率36%", "一年期贷款市场报价利率四倍", True),  # stranger52 s7
    ("银行存款年利率是多少", "一年期贷款市场报价利率四倍", False),
    ("我爸在公司上班时突发心脏病，抢救了一天后去世了，算工伤吗？", "视同工伤", True),  # stranger52 s1
    ("我有心脏病，公司能辞退我吗", "视同工伤", False),
    ("我68岁了还在公司打工，干活时摔伤了，公司说我超过退休年龄不给赔", "因劳务受到损害", True),  # stranger52 s10
    ("法定退休年龄是多少岁", "因劳务受到损害", False),
    ("我妈住在养老院，护工没看好她，她在卫生间摔倒骨折了", "养老机构", True),  # stranger53 t8 (session 45)
    ("我妈住院时护工没看好她，摔倒骨折了", "养老机构", False),  # a hospital's carer: no care home
    ("老板拖欠了我三个月工资，我去申请劳动仲裁要交钱吗？", "不收费", True),  # stranger53 t9
    ("劳动仲裁输了，我还能去法院起诉吗", "不收费", False),
    ("美容院说会员卡里的钱概不退还，这合法吗", "格式条款", True),  # stranger53 t1
    ("美容院的会员卡用不完了，能转给别人吗", "格式条款", False),
    ("我老公结婚前自己全款买了一套房，现在离婚，我能分这套房子吗？", "婚前财产", True),  # stranger53 t6
    ("我老公结婚前自己全款买了一套房，现在离婚，我能分这套房子吗？", "协议处理", False),  # not the common property's division
    ("现在离婚，我们婚后买的房子怎么分", "协议处理", True),
    ("借给朋友5万块，朋友不还钱，我能直接找担保人要吗？", "一般保证", True),  # stranger53 t3
    ("担保人能不能向借款人追偿", "一般保证", False),
    ("朋友结婚时我随了5000元份子钱，现在他们离婚了，我能把钱要回来吗？", "赠与", True),  # stranger54 u8
    ("订婚时给了女方10万礼金，现在分手了能要回来吗", "赠与", False),  # 彩礼, not a gift
    ("对门邻居在楼道里装了一个摄像头，正对着我家大门", "窥视", True),  # stranger55 v3
    ("楼道里的灯坏了，物业一直不修", "窥视", False),
    ("我工作失误造成公司损失2万元，公司说每个月从我工资里扣3000元", "经济损失的赔偿", True),  # stranger55 v8
    ("公司无故扣我工资", "经济损失的赔偿", False),  # no loss the worker caused
    ("我2019年借给同事3万元，有借条，但没写什么时候还，我一直没催过，现在会不会过了诉讼时效？", "宽限期届满", True),  # v4
    ("借条上写了什么时候还，到期三年多了，还在诉讼时效内吗", "宽限期届满", False),  # a due day was agreed
    ("我在饭店吃饭，手机放在桌上被人偷了，饭店要赔吗？", "第三人的行为", True),  # stranger56 w7
    ("我偷了店里一瓶酒被抓了，要赔多少", "第三人的行为", False),  # the asker is the thief
    ("我寄的快递丢了，快递公司说没保价只赔三倍运费，这合理吗？", "未保价的快件", True),  # stranger56 w4
    ("快递送到了但是外包装破了", "未保价的快件", False),
    ("我妈去世了，留下一套她和我爸婚后买的房子，我爸还在，我和我姐姐该怎么分？", "夫妻共同所有的财产", True),  # w3
    ("我爸去世了，留下一套他婚前买的房子，我和我姐姐该怎么分？", "夫妻共同所有的财产", False),
    ("我骑电动车被一辆没牌照的小汽车撞了，司机开车跑了，医药费谁出？", "肇事后逃逸", True),  # stranger57 x3
    ("我家狗跑了，在路上被车撞了，能找司机赔吗", "肇事后逃逸", False),
    ("我父亲生前立了遗嘱把房子全给我哥，我能要求分一份吗？", "立遗嘱", True),  # stranger57 x8
    ("我父亲去世没有留遗嘱，房子怎么分", "立遗嘱", False),
    ("公司安排我每天加班3个小时，一个月下来有90个小时，合法吗？", "每月不得超过三十六小时", True),  # stranger57 x5
    ("加班费怎么算", "每月不得超过三十六小时", False),
    ("我买的二手房，过户后才知道房子里以前有人自杀过，卖家没告诉我，能退房吗？", "受欺诈方", True),  # stranger57 x7
    ("在网上买的手机，卖家没说是翻新机，能退一赔三吗", "受欺诈方", False),  # a consumer's 欺诈 is 消保法 第五十五条
    ("我买二手房交了5万元定金，后来卖家反悔不卖了，我能要回多少钱？", "双倍返还定金", True),  # stranger58 y4
    ("我买二手房交了5万元定金，后来卖家反悔不卖了，我能要回多少钱？", "请求履行", False),  # not specific performance
    ("房子卖了一半，我想反悔不卖了", "请求履行", True),
    ("我爸去世了，欠了别人30万，他留下的存款只有10万，债主要我还30万，我要还吗？", "遗产实际价值", True),  # stranger58 y7
    ("我爸去世了，生前借给别人10万，能要回来吗", "遗产实际价值", False),  # a debt owed to him
    ("楼下新开了一家饭店，油烟直接排到我家窗户，我能让他们停吗？", "排放大气污染物", True),  # stranger58 y8
    ("我去年有5天年假没休，公司说过期作废，也不给钱，这对吗？", "日工资收入的300%", True),  # stranger58 y9
    ("我今年能休几天年假", "日工资收入的300%", False),
    ("我家的猫从阳台掉下去，砸伤了楼下路过的人，我要赔吗？", "饲养的动物", True),  # stranger59 z7
    ("门上的猫眼被人弄坏了，我受伤了", "饲养的动物", False),
    ("我网购了一台电视，快递送到我签收了，拆开发现屏幕是碎的，商家说签收了就不管了，对吗？", "商品运输中的风险和责任", True),  # z8
    ("我签收了快递，里面的东西是好的，可以退吗", "商品运输中的风险和责任", False),
    ("我把房子租出去，租客养了好几只狗，把地板和墙都弄坏了，我能要求他赔吗？", "保管不善", True),  # stranger60 a3
    ("租客没交房租就搬走了", "保管不善", False),
    ("单位让我签了一份放弃加班费的协议，这份协议有效吗？", "排除劳动者权利", True),  # stranger60 a6
    ("公司一直不给加班费，我能辞职吗", "排除劳动者权利", False),
    ("我在网上被人骗了5000块钱，已经报警了，骗子抓到后钱能退回来吗？", "责令退赔", True),  # stranger60 a4
    ("网上买的东西不满意，钱能退回来吗", "责令退赔", False),
    ('饭店门口贴着"禁止自带酒水"，我们带了酒，结账时收了200元开瓶费，这合理吗？', "店堂告示", True),  # stranger61 b3
    ("饭店的酒水比超市贵一倍，合理吗", "店堂告示", False),
    ("我在一家小工厂上班，工厂没给我买工伤保险，我干活时手被机器压伤了，医药费谁来出？", "未参加工伤保险", True),  # b10
    ("我买了工伤保险，上班时受伤了，能报多少", "未参加工伤保险", False),
    ("我奶奶去世了，没有遗嘱，我爸比奶奶早去世两年，我能继承奶奶的房子吗？", "代位继承", True),  # b5
    ("奶奶去世后还没分遗产，我爸也去世了，我能继承吗", "代位继承", False),  # the heir died after the opening: 第一千一百五十二条
    ("我老公婚前买了一套房，首付是他付的，结婚后我们一起还了五年房贷，现在离婚，我能分到什么？", "婚后用夫妻共同财产还贷", True),  # b4
    ("我老公婚前全款买了一套房，离婚时我能分吗", "婚后用夫妻共同财产还贷", False),
    ("我捡到一个钱包还给了失主，失主之前在朋友圈说谁捡到给500元感谢费，现在拿到钱包却不给了，我能要这500元吗？", "悬赏寻找遗失物",
     True),  # stranger61 b1
    ("我捡到一个钱包还给了失主，能要感谢费吗", "悬赏寻找遗失物", False),  # no reward promised
    ("我在街上被人打了，鉴定是轻微伤，派出所把他拘留了5天，我的医药费还能找他要吗？", "医疗费", True),  # stranger61 b8
    ("我在街上被人打了，派出所把他拘留了5天，他还会被判刑吗？", "医疗费", False),
    ("我刚入职，公司说试用期三个月不交社保，转正以后才交，这合法吗？", "申请办理社会保险登记", True),  # stranger62 c1
    ("试用期能不能辞职", "申请办理社会保险登记", False),
    ("我妈去世前的五年一直是我照顾，我哥从来不管，现在分遗产，我能多分一些吗？", "尽了主要扶养义务", True),  # c8
    ("我妈去世了，遗产怎么分", "尽了主要扶养义务", False),
    ("我和装修公司签了合同，交了3万元预付款，还没开工我就不想装了，能解除合同把钱要回来吗？", "定作人在承揽人完成工作前可以随时解除合同",
     True),  # c9
    ("装修公司拖了三个月还没完工，我能解除合同吗", "定作人在承揽人完成工作前可以随时解除合同", False),
    ("我和老公要离婚了，孩子今年9岁，他想跟我生活，法院判的时候会考虑孩子的意思吗？", "尊重其真实意愿", True),  # stranger63 d2
    ("我和老公要离婚了，孩子今年9岁，谁来付抚养费？", "尊重其真实意愿", False),
    ("楼上邻居每天晚上11点以后还在装修，电钻声吵得我睡不着，我能怎么办？", "噪声", True),  # d3
    ("楼上邻居装修把我家墙弄裂了，我能怎么办？", "噪声", False),
    ("邻居家养的狗每天半夜叫，吵得我们全家睡不好，跟他说了也不管，我能怎么办？", "干扰他人正常生活", True),  # d8
    ("邻居家的狗把我咬了，我能怎么办？", "干扰他人正常生活", False),
    ("朋友欠我5万元一直不还，现在他把自己唯一的一套房子无偿过户给了他老婆，我能怎么办？", "撤销债务人的行为", True),  # d5
    ("朋友欠我5万元一直不还，他有一套房子，我能怎么办？", "撤销债务人的行为", False),
    ("我在超市买的方便面过期了一个月，我吃了一包才发现，能要求超市赔偿吗？", "价款十倍", True),  # d4
    ("我在自己的公众号上用了一张别人拍的照片，没经过同意，现在摄影师要我赔钱，我要赔吗？", "未经著作权人许可", True),  # d9
    ("别人把我的照片用在广告上，我能要求赔偿吗？", "未经著作权人许可", False),  # a likeness, not a work
    ("我在酒店游泳池游泳时溺水了，被别的客人救上来，酒店当时没有救生员，我能找酒店赔偿吗？", "安全保障义务", True),  # d10
    ("我朋友在河里游泳溺水了，我没救他，要负责吗？", "安全保障义务", False),
    ("我爸再婚以后去世了，没有遗嘱，后妈说她也要分我爸的房子，她有继承权吗？", "第一顺序", True),  # d6
    ("后妈对我不好，我能不叫她妈吗", "第一顺序", False),
    ("我和公司连续签了两次三年的固定期限劳动合同，第二次到期后公司说不续签了，公司要给我经济补偿吗？", "终止固定期限劳动合同", True),  # e1
    ("合同到期公司说不续签了，我还要干到月底吗", "终止固定期限劳动合同", False),  # no compensation asked
    ("我在小区门口被一个骑电动车送外卖的小哥撞伤了，我应该找谁赔医药费？", "工作人员因执行工作任务造成他人损害", True),  # e2
    ("我点的外卖撒了，能找平台赔吗", "工作人员因执行工作任务造成他人损害", False),
    ("我在网上买了一件衣服，商品页面写着\"特价商品不退不换\"，收到后第三天我不想要了，我能退吗？", "无理由退货", True),  # e3
    ("我不想要这份工作了，押金能退吗", "无理由退货", False),  # no purchase
    ("我家孩子在小区的儿童滑梯上玩，滑梯的螺丝松了，孩子摔下来骨折了，物业要负责吗？", "安全保障义务", True),  # e5
    ("物业说我家的空调外机摔下来砸了车，要我赔", "公共场所的经营者、管理者", False),  # a falling thing, not a fall
    ("我是房东，租客已经三个月没交房租了，我能直接换锁把他的东西搬出去吗？", "未支付或者迟延支付租金", True),  # e9
    ("我交了房租，房东却不给收据", "未支付或者迟延支付租金", False),
    ("我在医院生完孩子后，天天有人打电话向我推销奶粉和月子服务，他们知道我的名字和生孩子的日期，我能告医院吗？", "泄露患者的隐私和个人信息",
     True),  # e10
    ("医院的护士向我推销保健品，这合法吗", "泄露患者的隐私和个人信息", False),  # a sale in the hospital, no leak
    ("我和朋友合伙开了一家奶茶店，没有约定合伙期限，现在他要退伙，要我把他当初投的10万元全部退给他，我必须全退吗？",
     "按照退伙时的合伙企业财产状况进行结算", True),  # e8
    ("我想投资入伙朋友的奶茶店，以后能退伙吗", "按照退伙时的合伙企业财产状况进行结算", False),
    ("我在餐厅吃饭，服务员上菜时把热汤洒在我身上烫伤了，我能要求餐厅赔偿吗？", "工作人员因执行工作任务造成他人损害", True),  # f8
    ("我在饭店当服务员，老板不给加班费", "工作人员因执行工作任务造成他人损害", False),
    ("我母亲去世前立了两份遗嘱，内容不一样，以哪份为准？", "以最后的遗嘱为准", True),  # f10
    ("我母亲立了一份遗嘱，把房子给了我哥，有效吗", "以最后的遗嘱为准", False),
    ("我被邻居家的狗咬了，邻居说是我先踢了他的狗，他还要赔我吗？", "被侵权人故意或者重大过失", True),  # f6
    ("我被邻居家的狗咬了，要打狂犬疫苗，费用谁出", "被侵权人故意或者重大过失", False),
    ("我老婆婚后继承了她父亲的一套房子，遗嘱里没说只给她一个人，离婚时我能分吗？", "继承或者受赠的财产", True),  # g3
    ("我婚前继承了一套房子，婚后要加老公的名字吗", "继承或者受赠的财产", False),
    ("房东在租期内趁我不在家，自己用钥匙开门进了我租的房子，这合法吗？", "进入、拍摄、窥视他人的住宅", True),  # g4
    ("房东不给我开发票", "进入、拍摄、窥视他人的住宅", False),
    ("我的同事在公司微信群里说我偷了公司的东西，根本没有这回事，我能告他吗？", "侮辱、诽谤等方式侵害他人的名誉权", True),  # g5
    ("我的东西被偷了，同事说看见是谁偷的", "侮辱、诽谤等方式侵害他人的名誉权", False),
    ("我父母的老房子要拆迁了，我哥说拆迁款他也要分一半，父母都还健在，他有权分吗？", "所有权人对自己的不动产或者动产", True),  # g6
    ("拆迁款什么时候发", "所有权人对自己的不动产或者动产", False),
    ("保险公司说合同里有免责条款不赔，可是签合同时根本没人跟我说过这个条款", "未作提示或者明确说明", True),  # g7
    ("合同里有免责条款，这条款有效吗", "未作提示或者明确说明", False),
    ("我女朋友怀孕了，我们没有结婚，孩子生下来后我可以不管不出抚养费吗？", "不直接抚养非婚生子女的生父或者生母", True),  # g8
    ("我们没有结婚，同居三年分手了，房子怎么分", "不直接抚养非婚生子女的生父或者生母", False),
    ("我的电动车被偷了，后来在二手市场发现别人买了我的车，我能直接把车骑回来吗？", "被害人的合法财产", True),  # g9
    ("我在二手市场买了一辆电动车，能退吗", "被害人的合法财产", False),
    ("我想把我名下的房子赠送给我的孙子，需要经过我儿子同意吗？", "所有权人对自己的不动产或者动产", True),  # g10
    ("我名下的房子能加我儿子的名字吗", "所有权人对自己的不动产或者动产", False),
    ("我丈夫去世了，他生前和前妻有一个儿子，这个儿子能分我丈夫留下的房子吗？", "第一顺序", True),  # h3
    ("我丈夫去世了，单位的抚恤金什么时候发", "第一顺序", False),
    ("我在公司工作了8个月，公司一直没和我签书面劳动合同，我能要求什么赔偿？", "未与劳动者订立书面劳动合同", True),  # h4
    ("我和公司签了劳动合同，公司没给我一份", "未与劳动者订立书面劳动合同", False),  # signed, a copy kept back
    ("我买的商品房交房时发现实际面积比合同少了5平方米，我能要求退差价吗？", "减少价款", True),  # h9
    ("我的工资比合同少了500元", "减少价款", False),
    ("我的车被交警拖走了，停车场收了我2000元停车费，这合理吗？", "拖车不得向当事人收取费用", True),  # h6
    ("我的车在停车场被人划了，停车费还要交吗", "拖车不得向当事人收取费用", False),
    ("有人在网上用我的照片和名字注册了账号，到处借钱，我能要求平台删掉吗？", "删除、屏蔽、断开链接等必要措施", True),  # h5
    ("我想在平台上注册一个账号卖东西", "删除、屏蔽、断开链接等必要措施", False),
    ("我下班骑电动车回家的路上被一辆小轿车撞了，算工伤吗？", "上下班途中", True),  # the commute (z10)
    ("我在公司上班时间被叉车撞伤了脚，公司说让我自己去医院看，医药费他们不管，这样可以吗？", "上下班途中", False),  # k1, at work
    ("我买的二手车开了一个月发现是事故车，卖家当时说是无事故，我能退车吗？", "受欺诈方", True),  # k2 (民法典 第一百四十八条)
    ("我的车出了交通事故，保险公司能赔吗", "受欺诈方", False),
    ("公司把我从北京调到成都工作，我不同意，公司说不去就算我自动离职，这合法吗？", "变更劳动合同约定的内容", True),  # k7
    ("公司把我的工资调到最低工资标准，工作量没变", "变更劳动合同约定的内容", False),  # pay, not the place of work
    ("我在淘宝上买的面膜用了脸过敏红肿，去医院花了800块，我能找商家赔吗？", "产品存在缺陷", True),  # k5
    ("我在医院打针过敏了，医院要负责吗", "产品存在缺陷", False),  # a treatment, not a product bought
    ("我在银行柜台存钱，取钱时发现卡里的钱被别人在外地盗刷了，银行要赔吗？", "被盗刷存款本息", True),  # k8
    ("我的信用卡被盗刷了，还要还款吗", "被盗刷存款本息", False),  # a credit card: no deposit (第八条)
    ("我三年前买了一份重疾险，今年确诊了癌症，保险公司说我投保时没告诉他们我有高血压，要解除合同不赔，可以吗？", "如实告知", True),  # l10
    ("我投保的时候保险公司没告诉我有免责条款", "如实告知", False),  # the insurer's silence is 第十七条's 明确说明, not the applicant's duty
    ("我买了保险，出险后保险公司拖着不赔", "如实告知", False),
    ("我在银行存了10万定期，到期去取发现被银行的工作人员私自转走了，银行说是员工个人行为，银行要负责吗？",
     "用人单位承担侵权责任", True),  # l4 (民法典 第一千一百九十一条)
    ("银行工作人员打电话推销理财产品，我能拒绝吗", "用人单位承担侵权责任", False),
    ("我在小区里被邻居家10岁的小孩骑自行车撞倒骨折了，我该找谁赔？", "由监护人承担侵权责任", True),  # l8
    ("我家的小孩在小区里骑自行车，要注意什么", "由监护人承担侵权责任", False),
    ("我想把我名下的房子留给女儿，不给儿子，自己手写一份遗嘱可以吗？一定要去公证吗？", "自书遗嘱", True),  # l6
    ("我爸生前在医院口头说房子留给我", "自书遗嘱", False),  # 口头遗嘱
    ("我报了一个考研辅导班，合同写着“考不过全额退款”，我没考过，机构说只能退一半，我能要全额吗？", "按照约定全面履行自己的义务", True),  # l7
    ("合同写着违约金是合同总价的30%，是不是太高了", "按照约定全面履行自己的义务", False),  # 违约金 adjustment, nothing refunded
    ("我和老公结婚后，他爸妈全款给我们买了一套房，写的是我老公的名字，现在要离婚，这套房子我能分吗？",
     "夫妻购置房屋由一方父母全额出资", True),  # m2 (婚姻家庭编解释（二） 第八条)
    ("我爸妈全款给我买了一套房，我想过户给我儿子", "夫妻购置房屋由一方父母全额出资", False),  # no divorce: a gift, not its division
    ("我把车借给一个没有驾照的朋友开，他撞伤了人，我要承担责任吗？", "对损害的发生有过错", True),  # m8
    ("朋友借了我的车，开车时撞了人，我要赔吗？", "对损害的发生有过错", False),  # no fault told
    ("我在网上发了一篇原创文章，被一个公众号直接转载了，没署我的名字，也没问过我，我能告他吗？", "署名权", True),  # n1
    ("我转载了一篇文章，注明了出处", "署名权", False),
    ("我在公司干了五年，公司被别的公司收购了，新老板说要重新签合同，工龄从零开始算，可以吗？", "原劳动合同继续有效", True),  # n3
    ("我想收购一家公司的股权，要注意什么", "原劳动合同继续有效", False),
    ("我在网上借了一笔网贷，逾期了几天，催收的人把我欠钱的事发给了我通讯录里的所有人，这合法吗？", "不得向他人非法提供其个人信息", True),  # n4
    ("催收的人天天打电话给我，这合法吗", "不得向他人非法提供其个人信息", False),
    ("我开了一家小超市，雇了一个店员，一直没给他交社保，他现在要辞职还要我给补偿，我要给吗？", "经济补偿", True),  # n5
    ("我在健身房用跑步机时摔伤了，健身房说入会合同里写了“运动受伤自负”，他们就不用负责了吗？", "免责条款无效", True),  # n8
    ("我去爬山摔伤了，景区门口写着风险自负", "免责条款无效", False),
    ("我在网上买了一台冰箱，商家送货上门时把我家的木地板刮坏了，商家说送货的是第三方物流，他们不管，我该找谁？",
     "因第三人的原因造成违约", True),  # n9
    ("我父亲80岁了，想把他名下的房子卖了去住养老院，我们子女都不同意，他能卖吗？", "子女或者其他亲属不得干涉", True),  # n10
    ("我想把房子卖了，我老婆不同意，我能卖吗", "子女或者其他亲属不得干涉", False),
    ("我在银行买了一款理财产品，柜台工作人员说是保本的，结果到期亏了20%，银行要赔吗？", "提供虚假情况", True),  # n7
    ("保本理财产品有哪些", "提供虚假情况", False),    ("我开车顺路免费捎同事回家，路上出了事故，我有责任，同事受伤了，我要全额赔他吗？", "无偿搭乘人", True),  # o1
    ("我开车捎货回家，路上出了事故", "无偿搭乘人", False),
    ("周末和朋友打篮球，被对方一个人撞倒摔骨折了，我能让撞我的人赔钱吗？", "自愿参加具有一定风险的文体活动", True),  # o2
    ("我在篮球场边走路被人撞倒了", "自愿参加具有一定风险的文体活动", False),
    ("我用手机银行转账，把5000块转错给了一个陌生人，他不肯退，我能要回来吗？", "取得不当利益", True),  # o3
    ("我用手机银行转账，把5000块转错给了一个陌生人，他不肯退，我能要回来吗？", "转账凭证", False),
    ("我通过银行转账借给朋友5万，没写借条，能要回来吗", "转账凭证", True),
    ("邻居出门旅游了，他家水管爆了往我家渗水，我找人把他家水管修好花了800元，能找邻居要这笔钱吗？", "管理他人事务", True),  # o4
    ("楼上邻居装修把水管弄坏了，水漏到我家，他不肯赔", "管理他人事务", False),
    ("我想让照顾我多年的保姆在我去世后一直住在我的房子里，但房子要留给儿子，能做到吗？", "设立居住权", True),  # o5
    ("我爸去世了，我一直住在他的房子里，房子归谁", "设立居住权", False),
    ("我想让照顾我多年的保姆在我去世后一直住在我的房子里，但房子要留给儿子，能做到吗？", "家政服务人员", False),  # o5: no labour question
    ("我家保姆干活时把腰扭伤了，我要赔吗", "家政服务人员", True),
    ("结婚后才发现老婆婚前就有严重的精神病，一直瞒着我，我能撤销这个婚姻吗？", "患有重大疾病", True),  # o6
    ("公司隐瞒了我的职业病诊断结果", "患有重大疾病", False),
    ("商场打折活动写着\"最终解释权归本店所有\"，店家用这句话拒绝给我优惠，这条有效吗？", "其内容无效", True),  # o8
    ("半夜有小偷撬门进我家，我拿棍子把他打伤了，我要负刑事责任吗？", "正当防卫", True),  # o9
    ("小偷偷了我的手机，我能报警吗", "正当防卫", False),
    ("我租房提前一个月退租，房东说合同写了违约金是三个月租金，我觉得太高了，可以少付吗？", "违约金过分高于造成的损失", True),  # o10
    ("公司要我付5万元违约金，我要付多少", "违约金过分高于造成的损失", False),    ("离婚后孩子跟前妻生活，她一直不让我见孩子，我该怎么办？", "探望子女的权利", True),  # p1 (stranger75)
    ("孩子刚出生在保温箱，医院不让我见孩子", "探望子女的权利", False),
    ("结婚前男朋友说要在房产证上加我的名字，结婚后他反悔了，我能要求他加名吗？", "赠与房产变更登记之前撤销赠与", True),  # p3
    ("买车时交了5000元订金，后来我不想买了，4S店说订金不退，合法吗？", "没有约定定金性质", True),  # p5
    ("买房交了5万元定金，卖家反悔了", "没有约定定金性质", False),
    ("小区物业要求所有业主必须刷脸才能进门，不同意就不让进，合法吗？", "敏感个人信息", True),  # p6
    ("公司因为我拒绝每天加班，就把我开除了，合法吗？", "不得强迫或者变相强迫劳动者加班", True),  # p7
    ("公司拒绝支付加班费", "不得强迫或者变相强迫劳动者加班", False),
    ("我和老公结婚五年，他婚后的工资都自己存着，离婚时这些存款算共同财产吗？", "为夫妻的共同财产", True),  # p8
    ("朋友借钱说要去赌博，我明知道还借给他了，现在他不还，我能起诉要回来吗？",
     "出借人事先知道或者应当知道借款人借款用于违法犯罪活动仍然提供借款的", True),  # p9
    ("朋友借钱说要去赌博，我明知道还借给他了，现在他不还，我能起诉要回来吗？", "超出家庭日常生活需要", False),
    ("我老公背着我借钱去赌博，我要帮他还吗", "超出家庭日常生活需要", True),
    ("我儿子15岁，网吧让他进去上网到半夜，网吧这样做合法吗？", "不得允许未成年人进入", True),  # p10
    ("我在网吧上网时手机被偷了", "不得允许未成年人进入", False),    ("我和朋友合伙买了一辆车，各出一半钱，他想把车卖了，我不同意，他能卖吗？", "占份额三分之二以上的按份共有人", True),  # q1 (stranger76)
    ("我和朋友各出一半钱开了家店", "占份额三分之二以上的按份共有人", False),
    ("我在直播间买了一件羽绒服，主播说是90%白鸭绒，收到后检测只有50%，能要求赔偿吗？", "欺诈", True),  # q2
    ("我买的新房交房三年后卫生间漏水，开发商说过了保修期不管，防水的保修期是多久？", "有防水要求的卫生间", True),  # q4
    ("我家的手机过了保修期，屏幕漏液了", "有防水要求的卫生间", False),
    ("我奶奶去世前立遗嘱把房子送给了照顾她的邻居，邻居知道后三个月都没表态，这房子还归他吗？",
     "受遗赠人应当在知道受遗赠后六十日内", True),  # q5
    ("公司要求每个月从工资里扣500元作为离职保证金，干满三年才退，合法吗？", "以其他名义向劳动者收取财物", True),  # q7
    ("我把车卖给了别人，钱收了车也交了，但是没过户，后来买家开车撞了人，受害人找我赔，我要赔吗？",
     "转让并交付机动车但是未办理登记", True),  # q8
    ("房子卖了还没过户，卖家反悔了", "转让并交付机动车但是未办理登记", False),    ("在饭店吃饭，结账时饭店多收了10%的服务费，菜单上根本没写，我能拒付吗？", "应当明码标价", True),  # r4 (stranger77)
    ("我骑共享单车时车闸突然失灵，摔伤了腿，共享单车公司要赔吗？", "造成消费者或者其他受害人人身伤害的", True),  # r5
    ("我租的房子租期还没到，房东偷偷把房子卖给了别人，事先根本没通知我，我有什么权利？", "出卖之前的合理期限内通知承租人", True),  # r6
    ("我把房子卖给了别人，没通知我的租客", "出卖之前的合理期限内通知承租人", True),
    ("我妈再婚后，继父把我从小养大，现在继父去世了，没有遗嘱，我能继承继父的遗产吗？", "有扶养关系的继子女", True),  # r8
    ("我妈再婚后，继父把我从小养大，现在继父去世了，没有遗嘱，我能继承继父的遗产吗？", "共同所有的财产的一半分出为配偶所有", False),
    ("我爸去世了，他婚后买的房子怎么分", "共同所有的财产的一半分出为配偶所有", True),
    ("我是朋友贷款的担保人，他还不上，银行让我替他还了5万，我能找他要回来吗？", "保证人承担保证责任后", True),  # r9
    ("我是朋友贷款的担保人，银行能直接找我吗", "保证人承担保证责任后", False),    ("我的车在暴雨里被淹了，发动机进水坏了，保险公司说发动机进水属于免责条款不赔，可是买保险时没人跟我说过，合理吗？",
     "未作提示或者明确说明的，该条款不产生效力", True),  # r7    ("公司让我休年假，但是说年假期间不发工资，合法吗？", "职工在年休假期间享受与正常工作期间相同的工资收入", True),  # s1 (stranger78)
    ("我被同事打伤住院了半个月，能要求他赔哪些费用？", "因误工减少的收入", True),  # s2
    ("邻居在楼顶天台上种菜，还搭了个棚子，物业不管，我能要求他拆除吗？", "违章搭建", True),  # s4
    ("我网购了一件衣服，七天无理由退货，商家要我自己出退货运费，合理吗？", "退回商品的运费由消费者承担", True),  # s7
    ("我网购的衣服有质量问题，退货运费谁出", "退回商品的运费由消费者承担", False),
    ("我在一家店办会员时留了手机号，后来天天接到别的公司的推销电话，店家能把我的号码给别人吗？",
     "不得泄露、出售或者非法向他人提供", True),  # s9    ("公司说经营困难，连续三个月只发了一半工资，我能辞职并要求经济补偿吗？", "未及时足额支付劳动报酬", True),  # t2 (stranger79)
    ("结婚后我爸妈出钱给我们买了一辆车，登记在老公名下，离婚时车归谁？", "继承或者受赠的财产", True),  # t3
    ("小区外墙的瓷砖掉下来，砸坏了我停在楼下的车，谁来赔？", "搁置物、悬挂物发生脱落、坠落", True),  # t4
    ("我家在村里，出门必须经过邻居家的地，邻居现在把路堵了不让走，我能怎么办？", "因通行等必须利用其土地的", True),  # t8
    ("我喝醉了打碎了饭店的玻璃门，饭店要我赔5000元，这合理吗？", "侵害他人财产的", True),  # t9
    ("我家孩子打碎了邻居家的玻璃，要赔吗？", "侵害他人财产的", False),  # a child's act is the guardian's question    ("我在超市买的西瓜，回家切开发现里面坏了，超市说出了门概不负责，合法吗？", "排除或者限制消费者权利", True),  # s3 (stranger78)
    ("公司试用期满了不给我转正，又说要再延长三个月试用期，这样合法吗？", "同一用人单位与同一劳动者只能约定一次试用期", True),  # v2 (stranger80)
    ("公司延长了我的工作时间又不给加班费", "同一用人单位与同一劳动者只能约定一次试用期", False),
    ("我辞职了，公司说要等工作交接完才发最后一个月工资，这合法吗？", "解除或终止劳动合同时一次付清劳动者工资", True),  # v7
    ("我辞职了，公司说要等工作交接完才给经济补偿", "解除或终止劳动合同时一次付清劳动者工资", False),
    ("我辞职了，公司说要等工作交接完才给经济补偿", "办结工作交接", True),
    ("邻居装修把我家墙震裂了，找他他不管，我该怎么办？", "不得危及相邻不动产的安全", True),  # v8
    ("我家装修完墙皮开裂了，装修公司不管", "不得危及相邻不动产的安全", False),  # one's own renovation: the contractor's work
    ("我老公婚前买的房子，婚后我们一起还房贷，离婚的时候我能分到什么？", "婚后共同还贷支付的款项", True),  # v9
    ("我老公婚前全款买的房子，离婚我能分吗", "婚后共同还贷支付的款项", False),
    ("我儿子8岁，在学校课间被同学推倒摔断了胳膊，学校要负责吗？", "限制民事行为能力人", True),  # v6: an age gives the capacity
    ("孩子5岁，在幼儿园被别的小朋友咬伤了", "无民事行为能力人", True),
    ("孩子5岁，离婚后归谁抚养", "无民事行为能力人", False),  # custody: the age is not about capacity
    ("我今年30岁，在商场摔伤了", "限制民事行为能力人", False),
    ("我在网上发的文章被别人整篇转到他的公众号上，还没署我的名字，我能告他吗？", "通过信息网络向公众传播其作品", True),  # w9 (stranger81)
    ("我在公众号上买东西被骗了", "通过信息网络向公众传播其作品", False),
    ("我在医院做手术，医生事先没告诉我有什么风险，术后出了并发症，医院要承担责任吗？", "具体说明医疗风险", True),  # w10
    ("医生跟我讲清楚了手术风险，我也签了字，术后还是出了并发症", "具体说明医疗风险", False),
    ("航空公司临时取消了我的航班，只给退票不给任何补偿，这合理吗？", "不能正常运输", True),  # x1 (stranger82)
    ("我买了机票，自己睡过头没赶上航班", "不能正常运输", False),
    ("我的车停在小区车位上被人划了，物业要负责吗？", "采取合理措施保护业主的人身、财产安全", True),  # x5
    ("我的车停在小区车位上被人划了，物业要负责吗？", "物业服务人不得采取停止供电、供水、供热、供燃气等方式催交物业费", False),
    ("物业公司说我欠物业费，就把我家的水停了", "物业服务人不得采取停止供电、供水、供热、供燃气等方式催交物业费", True),
    ("我借钱给别人，借条上没写什么时候还，现在能要求他还钱吗？", "贷款人可以催告借款人在合理期限内返还", True),  # x6
    ("借条上写了年底还，他到期不还", "贷款人可以催告借款人在合理期限内返还", False),
    ("朋友2018年借了我5万块，借条上没写利息，现在他还钱的时候我能要利息吗？", "贷款人可以催告借款人在合理期限内返还", False),  # everyday a3
    ("公司说我严重违反规章制度把我辞退了，可是这个规章制度从来没给我看过，合法吗？", "告知劳动者", True),  # x8
    ("公司说我严重违反规章制度把我辞退了，合法吗", "告知劳动者", False),
    ("我在理发店办了一张会员卡，现在店要转让给别人，新老板不认我的卡，怎么办？", "应当经债权人同意", True),  # x10
    ("我想把我的健身卡转让给朋友", "应当经债权人同意", False),  # the holder passing on his card moves a claim, not a debt
    ("我办的健身卡，健身房倒闭了", "应当经债权人同意", False),
    ("合同上写的每月工资8000，结果公司只发了6000，说是扣了绩效，合法吗？", "及时足额支付劳动报酬", True),  # y3 (stranger83)
    ("公司的绩效考核标准是什么", "及时足额支付劳动报酬", False),
    ("我家装修时请的工人从梯子上摔下来受伤了，我作为房主要赔吗？", "提供劳务一方因劳务受到损害的", True),  # y5
    ("我在装修公司上班，干活时从梯子上摔下来了", "提供劳务一方因劳务受到损害的", False),
    ("物业费我三年多没交了，物业起诉我，我能说已经过了诉讼时效吗？", "向人民法院请求保护民事权利的诉讼时效期间为三年", True),  # y8
    ("物业费一直没交，物业把我家的水停了", "向人民法院请求保护民事权利的诉讼时效期间为三年", False),
    ("邻居家的空调外机正对着我家窗户，噪音很大还吹热风，我能让他挪走吗？", "不动产权利人不得违反国家规定", True),  # z3 (stranger84)
    ("我家空调坏了，房东不给修", "不动产权利人不得违反国家规定", False),
    ("我把钱借给亲戚，他写了借条约定一年后还，已经过去四年了一直没要，现在还能要吗？", "诉讼时效期间", True),  # z7
    ("我把钱借给亲戚，他写了借条约定一年后还，现在还能要利息吗？", "诉讼时效期间", False),
    ("我老公去世了，他生前欠了朋友10万块，朋友现在找我还，我必须还吗？", "遗产实际价值", True),  # z8
    ("我老公生前欠了朋友10万块，现在我们离婚了，朋友找我还", "遗产实际价值", False),
    ("有人冒用我的网名发布虚假广告，我能告他吗？", "足以造成公众混淆的笔名、艺名、网名", True),  # b7 (stranger86)
    ("我在健身房锻炼时器材突然断裂把我砸伤了，健身房要赔吗？", "未尽到安全保障义务", True),  # c1 (stranger87)
    ("健身房倒闭了，我卡里还有三千块钱能要回来吗", "未尽到安全保障义务", False),
    ("我怀孕了，公司把我调到工资更低的岗位，合法吗？", "不得因女职工怀孕、生育、哺乳降低其工资", True),  # d5 (stranger88)
    ("我怀孕了，公司不让我请产检假", "不得因女职工怀孕、生育、哺乳降低其工资", False),
    ("我买房交了定金，后来因为银行贷款没批下来买不了了，定金能退吗？", "未能订立商品房担保贷款合同", True),  # d6
    ("我交了定金，后来不想买了，定金能退吗", "未能订立商品房担保贷款合同", False),
    ("有人冒用我的名字发布虚假广告，我能告他吗？", "足以造成公众混淆的笔名、艺名、网名", False),  # a real name is 第一千零一十四条's
]

#: Rows from LeCoQA train fold 1 (the study fold; the measured fold 0 is not read), each beside a near miss that must not carry it.
FOLD_ONE = [
    ("我家种的果树掉果实落于邻居家院子应该归谁所有?", "天然孳息", True),
    ("我家果树长得太高挡了我家的光", "天然孳息", False),
    ("我和出租人没签订书面合同，租赁行为还有效吗？", "不定期租赁", True),
    ("租房合同里书面写明了押金不退，合法吗", "不定期租赁", False),
    ("劳动者未提前告知或协商一致离职，给单位造成损失的，如何处理？", "给用人单位造成损失", True),
    ("我离职后公司一直不给我开离职证明，给我造成了损失", "给用人单位造成损失", False),
    ("出售银行卡是犯罪吗", "支付结算", True),
    ("我卖了房子，钱打到了银行卡上", "支付结算", False),
    ("孩子（未成年人）被抓了，我可以陪他一起吗", "法定代理人", True),
    ("老公被抓了，我能去陪他吗", "法定代理人", False),  # an adult: no 法定代理人 to be present
    ("物业在我们小区电梯里做广告收的钱都自己拿了，业主能要回来吗", "属于业主共有", True),  # stranger90 a3 (session 55, blind)
    ("业主群里总有人发广告，物业也不管", "属于业主共有", False),
    ("他婚前买的车登记在他名下，离婚时这车要分吗", "个人财产", True),  # stranger89 e2 (session 54)
    ("我们结婚后买的车，离婚时怎么分", "个人财产", False),
    ("商场买的衣服回家发现有破洞，商家说已经穿过不给退，我该怎么办", "不符合质量要求", True),  # stranger89 e1 (session 54)
    ("邻居家墙上有个破洞，漏风到我家", "不符合质量要求", False),
    ("我签了一份放弃所有补偿的协议，现在后悔了，还能要经济补偿吗", "重大误解或者显失公平", True),  # stranger89 e3 (session 54)
    ("签了竞业限制协议，公司说我已经放弃了竞业补偿", "重大误解或者显失公平", False),  # 竞业限制 has its own articles (第三十六至四十条)
    ("公司辞退我一个月了，还不给我办社保转移手续，这样合法吗", "社会保险关系转移手续", True),  # stranger91 b7 (session 55, blind)
    ("公司一直不给我交社保，这样合法吗", "社会保险关系转移手续", False),
    ("我在小区里和保安发生争执，被保安打伤了，物业公司要负责吗", "由用人单位承担侵权责任", True),  # stranger91 b10
    ("我是小区保安，工资一直拖欠", "由用人单位承担侵权责任", False),
    ("我把房子租给别人住，租客在里面开了个小作坊，把房子弄坏了，我能解除合同吗", "出租人可以解除合同", True),  # stranger91 b3
    ("我在家里开了个小作坊，邻居嫌吵", "出租人可以解除合同", False),
    ("我家装修，装修公司用的瓷砖跟合同写的牌子不一样，能要求他们返工吗", "不符合约定", True),  # stranger91 b8
    ("合同签完了，我才发现我们两个人的名字写得不一样", "不符合约定", False),
    ("我爸去世了，他生前在银行有50万存款，没有遗嘱，我妈说这些钱全都归她，我能分吗", "共同所有的财产的一半分出为配偶所有", True),
    ("我爸去世前说房子归我，我哥不同意", "共同所有的财产的一半分出为配偶所有", False),  # stranger92 c1 and its near miss
    ("我买的房子，开发商宣传册上写着小区有游泳池，交房后发现根本没建，能要求开发商赔偿吗", "说明和允诺具体确定", True),  # c8
    ("开发商延期交房半年，能要求赔偿吗", "说明和允诺具体确定", False),
    ("开发商延期交房半年，能要求赔偿吗", "逾期交付使用房屋", True),  # the late-delivery key still reads it
    ("我去医院看病，医生开错了药，吃了以后病情加重了，医院要赔吗", "医务人员有过错", True),  # c5
    ("我去药店买药，店员拿错了药", "医务人员有过错", False),
    ("我在网上买东西，商家承诺三天发货，结果过了十天才发，我能要求赔偿吗", "履行合同义务不符合约定", True),  # c2
    ("商家发货了，快递还没到", "履行合同义务不符合约定", False),
    ("我的信用卡逾期了三个月没还，银行说要起诉我，我会坐牢吗", "恶意透支", True),  # stranger93 d3 (session 55, final check)
    ("朋友借了我的钱一直没还，他说要用信用卡套现还我", "恶意透支", False),
    ("我借了朋友2万块，约定一年后还，现在才过了半年，他说急用钱要我马上还，我必须提前还吗", "借款人应当按照约定的期限返还借款", True),
    ("我想提前还房贷，银行说要收违约金", "借款人应当按照约定的期限返还借款", False),  # stranger93 d1 and a near miss
    ("我网购的东西，快递显示已经签收了，但我根本没收到，商家说不关他的事，对吗", "交付之前由出卖人承担", True),  # stranger91 b6
    ("快递签收了，但是里面的东西坏了", "交付之前由出卖人承担", False),
    ("我网购了一台冰箱，送货时发现外壳有凹痕，我当场拒收了，商家说来回运费要我出，对吗", "经营者应当承担运输等必要费用", True),  # stranger95 e8
    ("七天无理由退货，运费谁出", "经营者应当承担运输等必要费用", False),  # 消保法 第二十五条: the consumer pays
    ("我把钱交给朋友帮我炒股，结果亏了一半，他要赔我吗", "有偿的委托合同", True),  # stranger95 e6 (session 56, blind)
    ("我自己炒股亏了，券商要负责吗", "有偿的委托合同", False),
    ("我在网上被人骗了3000元，报警后警察说金额太小不立案，我还能怎么办", "申请复议", True),  # stranger95 e3 (session 56, blind)
    ("我起诉了，法院不立案怎么办", "申请复议", False),  # a civil suit refused is 民事诉讼法's
    ("我家老人住在养老院，在院里摔倒骨折了，养老院说是老人自己不小心，他们要承担责任吗", "经营场所、公共场所的经营者、管理者", True),  # stranger95 e5
    ("我爸想去养老院，费用怎么交", "经营场所、公共场所的经营者、管理者", False),
    ("我家的狗被邻居下毒毒死了，我能要求邻居赔偿吗", "因过错侵害他人民事权益造成损害的", True),  # stranger93 d7 (session 55, blind)
    ("邻居家的狗把我咬了，我能要求赔偿吗", "因过错侵害他人民事权益造成损害的", False),
    ("我租的房子，房东说要卖掉，我作为租客有优先购买权吗", "以同等条件优先购买的权利", True),  # stranger93 d8 (session 55, blind)
    ("我租的房子，房东说要卖掉，我作为租客有优先购买权吗", "租赁合同的效力", False),
    ("房东把房子卖了，新房东让我搬走", "租赁合同的效力", True),
    ("我在商场停车场停车，车被别人划了，商场说停车免费不负责，我能找商场赔吗", "承担相应的补充责任", True),  # stranger96 f1
    ("我在商场停车场停车，车被别人划了，商场说停车免费不负责，我能找商场赔吗", "保管人保管不善", False),
    ("我把车停在收费停车场，车被划了，停车场要赔吗", "保管人保管不善", True),  # a paid car park keeps the car
    ("我在公司上班期间生病住院了两个月，公司说我旷工要开除我，合法吗", "在规定的医疗期内", True),  # stranger96 f10 (session 56)
    ("我生病了，公司要我出具住院证明", "在规定的医疗期内", False),
    ("我十七岁，在工厂打工，老板说我未成年不给我签劳动合同，这样合法吗", "应当订立书面劳动合同", True),  # stranger96 f6
    ("我是未成年，能自己签租房合同吗", "应当订立书面劳动合同", False),
    ("我刚买的二手房，入住后发现房子漏水很严重，卖家之前没说，我能要求卖家赔吗", "出卖人交付的标的物不符合质量要求的", True),  # f9
    ("我租的二手房楼上漏水", "出卖人交付的标的物不符合质量要求的", False),
    ("我和房东签了一年租房合同，住了三个月房东要涨房租，不同意就让我搬走，可以吗", "依法成立的合同，对当事人具有法律约束力", True),
    ("我在网上买了一张演唱会门票，演唱会取消了，平台只退票款不退手续费，合理吗", "消费者必须支付的合理费用", True),  # stranger97 g1
    ("我买了演唱会门票，自己临时有事去不了，能退吗", "消费者必须支付的合理费用", False),
    ("我在一家店留了手机号和地址，后来信息被泄露，天天接到骚扰电话，能要求店家赔偿吗", "承担损害赔偿等侵权责任", True),  # stranger100 h9
    ("员工把公司的商业信息泄露给了竞争对手，公司能要求他赔偿吗", "承担损害赔偿等侵权责任", False),
    ("我爸妈都去世了，老房子要拆迁，我哥说他是长子，补偿款应该全归他，对吗", "一般应当均等", True),  # stranger101 i9 (session 57)
    ("我是家里的长子，爸妈的赡养费该怎么分", "一般应当均等", False),
    ("我爸妈都去世了，老房子要拆迁，我哥说他是长子，补偿款应该全归他，对吗", "一半分出为配偶所有", False),
    ("我在公司干了5年，公司要整体搬到外省，我不愿意去，公司说算我自动离职，不给补偿，对吗", "客观情况发生重大变化", True),  # i3
    ("我要搬到外地去住了，房子还没到期，能退租吗", "客观情况发生重大变化", False),
    ("我父亲生前立了遗嘱，把房子全给了我弟弟，我妈还在世，没有收入，这个遗嘱有效吗", "缺乏劳动能力又没有生活来源的继承人保留必要的遗产份额", True),  # stranger102 j5
    ("我妈没有收入，我和弟弟要怎么给她赡养费", "缺乏劳动能力又没有生活来源的继承人保留必要的遗产份额", False),
    ("有人给我的网店恶意差评，还要我转500元才删评，我能报警吗", "敲诈勒索", True),  # stranger101 i8 (session 57, blind)
    ("有人给我的网店恶意差评，平台不给删评，怎么办", "敲诈勒索", False),
]


@pytest.mark.parametrize("said, word, comes", STRANGERS + FOLD_ONE, ids=[f"{row[1]}-{row[2]}" for row in STRANGERS + FOLD_ONE])
def test_strangers_everyday_words_reach_the_articles_that_decide_them(said: str, word: str, comes: bool) -> None:
    assert (word in statutory_words(said)) is comes


def test_a_text_with_its_statutory_words_is_the_text_then_the_words() -> None:
    assert with_statutory_words("老板拖欠我工资，我已经离职了，申请劳动仲裁有时间限制吗") \
        == "老板拖欠我工资，我已经离职了，申请劳动仲裁有时间限制吗 劳动关系终止 一年内提出 仲裁时效期间"
    assert with_statutory_words("天气很好") == "天气很好"


def test_every_statutory_word_is_the_wording_of_some_held_text() -> None:
    """A bridge whose words no statute holds brings nothing to the keyword and BM25 channels: "四十八小时之内" for 工伤保险条例
    第十五条's "48小时之内" matched nothing for two sessions (stranger56 w6, session 46), as did "继承顺序" and "保管物灭失"."""
    held = "".join(version.text.replace("\n", "") for version in load_corpus([CORPUS]))
    words = {word for statutory in table().values() for word in statutory}
    assert sorted(word for word in words if word not in held) == []
