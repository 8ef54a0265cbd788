"""The remedy a question asks for is read from its asking clause, in the statutes' words."""

from core.asked_remedy import asking_clause, granting_words


def test_the_asking_clause_is_the_last_or_the_one_before_a_bare_may_i() -> None:
    assert asking_clause("劳动合同到期了公司不跟我续签，公司要给我经济补偿吗？") == "公司要给我经济补偿吗"
    assert asking_clause("我在网上买了一件衣服，没穿过，第三天想退，商家说特价商品不退，可以吗？") == "商家说特价商品不退，可以吗"


def test_the_remedy_asked_for_gives_the_words_an_article_granting_it_uses() -> None:
    [granted] = granting_words("我在公司工作满两年了，公司说没有年假，我能要求未休年假的工资吗？")
    assert granted.search("按照其日工资收入的300%支付未休年休假工资报酬")
    assert not granted.search("职工连续工作1年以上的，享受带薪年休假")
    [returned] = granting_words("我在网上买了一件衣服，第三天想退，商家说特价商品不退，可以吗？")
    assert returned.search("消费者有权自收到商品之日起七日内退货")


def test_a_remedy_told_earlier_in_the_story_is_not_the_one_asked_for() -> None:
    """"商家只肯退款" is what happened; "我能要求十倍赔偿吗" is the ask (食品安全法 第一百四十八条, not 消保法's returns)."""
    asked = granting_words("我在网上买的食品过了保质期，商家只肯退款，我能要求十倍赔偿吗？")
    assert [words.pattern for words in asked] == ["赔偿金|三倍|十倍"]
    assert granting_words("离婚时约定前夫每月给2000抚养费，现在他两年没给了，我能起诉要回来吗？") == []


def test_a_kind_of_contract_or_the_party_asked_about_is_read_as_the_thing_asked_for() -> None:
    """stranger86 b3, b1 (session 54, blind): 劳动合同法 第十四条 sets the open-ended contract asked for, and 食品安全法
    第一百三十一条 the platform asked about; the articles ranked first named neither."""
    [contract] = granting_words("我在单位连续工作了十二年，合同到期公司只肯再签一年，我能要求签无固定期限合同吗？")
    assert contract.search("劳动者在该用人单位连续工作满十年的……应当订立无固定期限劳动合同")
    assert not contract.search("用人单位应当与劳动者签订无固定期限劳动合同而未签订的，人民法院可以视为双方之间存在无固定期限劳动合同关系")
    [platform] = granting_words("我在外卖平台点的餐里吃出了头发，平台说让我找商家，平台有责任吗？")
    assert platform.search("网络食品交易第三方平台提供者") and not platform.search("消费者可以向经营者要求赔偿损失")
