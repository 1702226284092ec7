<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="Outdoor" tilewidth="32" tileheight="32" tilecount="4" columns="4">
 <image source="outdoor.png" width="128" height="32"/>
 <wangsets>
  <wangset name="Ground" type="corner" tile="-1">
   <wangcolor name="Plains" color="#00ff00" tile="-1" probability="1"/>
   <wangcolor name="Water" color="#0000ff" tile="-1" probability="1"/>
   <wangcolor name="forest" color="#008000" tile="-1" probability="1"/>
   <wangtile tileid="0" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="1" wangid="0,2,0,2,0,1,0,2"/>
   <wangtile tileid="2" wangid="0,3,0,1,0,3,0,3"/>
   <wangtile tileid="3" wangid="0,1,0,2,0,2,0,1"/>
  </wangset>
 </wangsets>
</tileset>
